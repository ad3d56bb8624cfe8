import { CV_DETAIL_MESSAGES, EMPTY_CV_DETAILS } from '@app/shared/profile/cv-details';
import { describe, expect, it } from 'vitest';
import { checkCvDetailsForm, cvDetailsChanged, cvDetailsFormValues } from './cv-details-form';

const empty = cvDetailsFormValues(null);

describe('Nigerian CV details form', () => {
  it('shows nothing given as empty fields and sends empty fields as cleared', () => {
    expect(empty).toEqual({
      nyscStatus: '',
      nyscYear: '',
      stateOfOrigin: '',
      dateOfBirth: '',
      degreeClass: '',
      oLevel: '',
      referees: [],
    });
    const check = checkCvDetailsForm(empty);
    expect(check).toEqual({
      ok: true,
      patch: {
        nyscStatus: null,
        nyscYear: null,
        stateOfOrigin: null,
        dateOfBirth: null,
        degreeClass: null,
        oLevel: null,
        referees: [],
      },
    });
  });

  it('sends the year as a number and drops a referee row left empty', () => {
    const check = checkCvDetailsForm({
      ...empty,
      nyscStatus: 'completed',
      nyscYear: ' 2022 ',
      referees: [
        { name: '', role: '', contact: '' },
        { name: 'Dr. Ngozi Okafor', role: 'HOD', contact: '' },
      ],
    });
    expect(check.ok && check.patch).toMatchObject({
      nyscStatus: 'completed',
      nyscYear: 2022,
      referees: [{ name: 'Dr. Ngozi Okafor', role: 'HOD', contact: null }],
    });
  });

  it('puts each mistake beside its field, a referee’s on the row the person typed in', () => {
    const check = checkCvDetailsForm({
      ...empty,
      nyscYear: '1850',
      dateOfBirth: '2001-02-30',
      referees: [
        { name: '', role: '', contact: '' },
        { name: '', role: 'Manager', contact: '0803' },
      ],
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        nyscYear: CV_DETAIL_MESSAGES.nyscYear,
        dateOfBirth: CV_DETAIL_MESSAGES.dateOfBirth,
        'referees.1.name': CV_DETAIL_MESSAGES.refereeName,
      },
    });
  });

  it('knows when the form differs from what is stored', () => {
    expect(cvDetailsChanged(empty, null)).toBe(false);
    expect(cvDetailsChanged(empty, EMPTY_CV_DETAILS)).toBe(false);
    expect(cvDetailsChanged({ ...empty, stateOfOrigin: 'Kano' }, null)).toBe(true);
  });
});
