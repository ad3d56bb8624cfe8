import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from './messages.js';
import { ZLinkedinProfile, ZProfileUpdate } from './schemas.js';

const parse = (linkedinProfile: unknown) =>
  ZProfileUpdate.safeParse({ firstName: 'Ada', lastName: 'Obi', linkedinProfile });

describe('LinkedIn profile address', () => {
  it('takes an address without https:// and stores it with https://', () => {
    for (const [typed, stored] of [
      ['linkedin.com/in/ada-obi', 'https://linkedin.com/in/ada-obi'],
      ['www.linkedin.com/in/ada', 'https://www.linkedin.com/in/ada'],
      ['  ng.linkedin.com/in/ada-obi-123/  ', 'https://ng.linkedin.com/in/ada-obi-123/'],
      ['//www.linkedin.com/in/ada', 'https://www.linkedin.com/in/ada'],
      ['linkedin.com:443/in/ada', 'https://linkedin.com:443/in/ada'],
      ['https://www.linkedin.com/in/ada', 'https://www.linkedin.com/in/ada'],
      ['http://linkedin.com/in/ada', 'http://linkedin.com/in/ada'],
    ]) {
      expect(parse(typed).data?.linkedinProfile, typed).toBe(stored);
    }
  });

  it('still refuses what is not a web address, and clears on empty', () => {
    for (const typed of [
      'my linkedin',
      'not a url',
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'mailto:ada@example.com',
      'data:text/html,<b>hi</b>',
      'ftp://linkedin.com/in/ada',
      'linkedin',
      42,
    ]) {
      expect(parse(typed).error?.issues[0]?.message, String(typed)).toBe(PROFILE_MESSAGES.linkedinInvalid);
    }
    expect(ZLinkedinProfile.parse('   ')).toBeNull();
    expect(ZLinkedinProfile.parse(null)).toBeNull();
  });
});
