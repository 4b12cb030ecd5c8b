import { OPERATOR_ROLES, type OperatorRole } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

/** Props of RolePicker. */
export interface RolePickerProps {
  /** The fieldset's legend. */
  legend: string;
  value: readonly OperatorRole[];
  onChange: (roles: OperatorRole[]) => void;
  /** A validation message, e.g. "Pick at least one role". */
  error?: string;
}

/** One checkbox per role, in the catalogue's order. */
export function RolePicker({ legend, value, onChange, error }: RolePickerProps) {
  const { t } = useTranslation('common');
  const toggle = (role: OperatorRole, checked: boolean) =>
    onChange(OPERATOR_ROLES.filter((each) => (each === role ? checked : value.includes(each))));
  return (
    <fieldset className="role-picker" aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {OPERATOR_ROLES.map((role) => (
        <label key={role} className="checkbox">
          <input
            type="checkbox"
            checked={value.includes(role)}
            onChange={(event) => toggle(role, event.target.checked)}
          />
          {t(`roles.${role}`)}
        </label>
      ))}
      {error ? <p className="field-error">{error}</p> : null}
    </fieldset>
  );
}
