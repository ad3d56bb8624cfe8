import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from './messages.js';
import { type MeterScale, passwordMeter, passwordProblems } from './password-meter.js';
import { ZNewPassword } from './schemas.js';

const SCALES: MeterScale[] = ['register', 'reset', 'change'];
const label = (password: string, scale: MeterScale) => passwordMeter(password, scale)?.label;

/** Passwords a person might type, accepted and refused, including the case. */
const SAMPLES = [
  'a',
  'aA',
  'aA1',
  'aA1!',
  'abcdef',
  'abcdefgh',
  'Abcdefg1', // issue 29: "Strong" on the change-password form, then refused (no special character)
  'ABCDEFG1!',
  'abcdefg1!',
  'Abcdefgh!',
  'Abcdefg1!',
  'Str0ng!Pass',
  `Aa1!${'x'.repeat(200)}`, // too long
  'Abcdefg1!\u0007', // a control character
];

describe('password meters and the policy', () => {
  it('never say Strong or Good for a password the policy refuses, on any form, and list why', () => {
    for (const password of SAMPLES) {
      const refused = !ZNewPassword.safeParse(password).success;
      for (const scale of SCALES) {
        const meter = passwordMeter(password, scale);
        expect(meter?.accepted, `${scale} ${password}`).toBe(!refused);
        if (refused) {
          expect(['Strong', 'Good'], `${scale} ${password}`).not.toContain(meter?.label);
          expect(meter?.missing.length, `${scale} ${password}`).toBeGreaterThan(0);
        } else expect(meter?.label, `${scale} ${password}`).toBe('Strong');
      }
    }
  });

  it('says Strong on the change-password form only once the special character is there', () => {
    expect(label('Abcdefg1', 'change')).toBe('Fair');
    expect(passwordMeter('Abcdefg1', 'change')?.missing).toEqual([M.passwordSpecial]);
    expect(label('Abcdefg1!', 'change')).toBe('Strong');
    expect(passwordMeter('Abcdefg1!', 'change')?.missing).toEqual([]);
  });

  it('lists what is missing in the policy own words, in its order', () => {
    expect(passwordProblems('abcdefgh')).toEqual([M.passwordUpper, M.passwordDigit, M.passwordSpecial]);
    expect(passwordProblems('aA1!')).toEqual([M.passwordMin]);
    expect(passwordProblems(`Aa1!${'x'.repeat(200)}`)).toEqual([M.passwordTooLong]);
    expect(passwordProblems('Str0ng!Pass')).toEqual([]);
  });

  it('keeps each spec scale below the cap', () => {
    expect(passwordMeter('', 'register')).toBeNull();
    expect(label('a', 'register')).toBe('Weak');
    expect(label('aA1', 'register')).toBe('Fair');
    expect(label('a', 'reset')).toBe('Weak');
    expect(label('aA', 'reset')).toBe('Medium');
    expect(passwordMeter('', 'change')).toBeNull();
    expect(label('abc', 'change')).toBe('Weak');
    expect(label('abcdef', 'change')).toBe('Fair');
  });

  it('never fills the bar past the cap for a refused password', () => {
    for (const scale of SCALES) {
      expect(passwordMeter('aA1!', scale)?.score ?? 100).toBeLessThanOrEqual(60);
      expect(passwordMeter('Str0ng!Pass', scale)?.score).toBe(100);
    }
  });
});
