import type { PasswordMeter } from '@app/shared/auth/password-meter';
import type { Requirement } from '../../lib/password-forms';
import { RequirementList } from './requirement-list';
import { StrengthMeter } from './strength-meter';

/** Under a new password: its strength (once there is one to show) and the rules it meets. */
export function PasswordChecks({
  strength,
  requirements,
}: {
  strength: PasswordMeter | null;
  requirements: Requirement[];
}) {
  return (
    <div className="grid gap-2">
      {strength ? (
        <StrengthMeter score={strength.score} label={strength.label} missing={strength.missing} />
      ) : null}
      <RequirementList requirements={requirements} />
    </div>
  );
}
