import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from './messages.js';
import { cleanOptionalName, cleanPersonName } from './names.js';
import { ZFullName, ZRegisterInput } from './schemas.js';

describe('person names', () => {
  it('turn line breaks and other control characters into single spaces', () => {
    expect(cleanPersonName('Ada\r\nBcc: x@example.com')).toBe('Ada Bcc: x@example.com');
    expect(cleanPersonName(' Ada\u0000\u0007\tObi\u0085Eze\u2028Nwa\u2029 ')).toBe('Ada Obi Eze Nwa');
    expect(cleanPersonName('Ada\u202e\u2066ibO\u2069')).toBe('AdaibO');
  });

  it('keep letters of every script, accents and joiners', () => {
    for (const name of ['Chiamaka Nwáńkwọ', 'Ọláolúwa Adébáyọ̀', 'नमस्ते', 'Zoë O\u2019Brien', 'A\u200dB'])
      expect(cleanPersonName(name)).toBe(name);
  });

  it('clean optional claims and drop what is left empty', () => {
    expect(cleanOptionalName('\r\n')).toBeNull();
    expect(cleanOptionalName(42)).toBeNull();
    expect(cleanOptionalName(undefined)).toBeNull();
    expect(cleanOptionalName('Eve\r\n')).toBe('Eve');
  });

  it('are cleaned by the shared schema before the length rule', () => {
    expect(ZFullName.parse('Ada\r\nObi')).toBe('Ada Obi');
    expect(ZFullName.safeParse('\r\nA\u0000').error?.issues[0]?.message).toBe(M.fullNameMin);
    const registered = ZRegisterInput.parse({
      fullName: 'Ada\nObi',
      email: 'a@b.co',
      password: 'Abcdefg1!',
      confirmPassword: 'Abcdefg1!',
    });
    expect(registered.fullName).toBe('Ada Obi');
  });
});
