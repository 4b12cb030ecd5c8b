import type { Operator, OperatorRole } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog } from '../../lib/dialog';
import { DataTable, DateTime, ErrorBanner } from '../../lib/ui';
import { STAFF_KEY, useOperators } from './api/list-operators';
import { resetOperatorTotp } from './api/reset-operator-totp';
import { unlockOperator } from './api/unlock-operator';
import { updateOperator } from './api/update-operator';
import { CreateOperatorForm } from './create-operator-form';
import { RolePicker } from './role-picker';

const column = createColumnHelper<Operator>();

/** Props of EditRolesDialog. */
interface EditRolesDialogProps {
  operator: Operator;
  onClose: () => void;
}

function EditRolesDialog({ operator, onClose }: EditRolesDialogProps) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const [roles, setRoles] = useState<OperatorRole[]>(operator.roles);
  const [empty, setEmpty] = useState(false);
  const save = useMutation({
    mutationFn: () => updateOperator(operator.id, { roles }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEmpty(roles.length === 0);
    if (roles.length > 0) save.mutate();
  };
  return (
    <Dialog title={t('editRoles.title', { username: operator.username })} onClose={onClose}>
      <form className="dialog-form" onSubmit={submit} noValidate>
        <RolePicker
          legend={t('roles')}
          value={roles}
          onChange={setRoles}
          error={empty ? t('create.rolesRule') : undefined}
        />
        <ErrorBanner error={save.error} />
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onClose} disabled={save.isPending}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {t('common:actions.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

type RowAction = { kind: 'disable' | 'enable' | 'unlock' | 'resetTotp'; operator: Operator };

function send({ kind, operator }: RowAction): Promise<void> {
  if (kind === 'unlock') return unlockOperator(operator.id);
  if (kind === 'resetTotp') return resetOperatorTotp(operator.id);
  return updateOperator(operator.id, { disabled: kind === 'disable' });
}

/** Staff accounts (admin): create, change roles, disable, unlock after lock-out, reset a lost authenticator. */
export function StaffScreen() {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Operator>();
  const operators = useOperators();
  const act = useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });

  const columns = useMemo(() => {
    const button = (action: RowAction, label: string) => (
      <button
        type="button"
        className="btn btn-small"
        disabled={act.isPending}
        onClick={() => act.mutate(action)}
      >
        {label}
      </button>
    );
    return [
      column.accessor('username', { header: t('columns.username') }),
      column.accessor('roles', {
        header: t('columns.roles'),
        cell: (c) =>
          c
            .getValue()
            .map((role) => t(`common:roles.${role}`))
            .join(', '),
      }),
      column.accessor('disabled', {
        header: t('columns.status'),
        cell: (c) => (
          <span className={`badge ${c.getValue() ? 'badge-danger' : 'badge-ok'}`}>
            {c.getValue() ? t('status.disabled') : t('status.active')}
          </span>
        ),
      }),
      column.accessor('createdAt', {
        header: t('columns.createdAt'),
        cell: (c) => <DateTime ms={c.getValue()} />,
      }),
      column.display({
        id: 'actions',
        header: t('common:table.actions'),
        cell: ({ row: { original } }) => (
          <div className="row-actions">
            <button type="button" className="btn btn-small" onClick={() => setEditing(original)}>
              {t('actions.editRoles')}
            </button>
            {original.disabled
              ? button({ kind: 'enable', operator: original }, t('actions.enable'))
              : button({ kind: 'disable', operator: original }, t('actions.disable'))}
            {button({ kind: 'unlock', operator: original }, t('actions.unlock'))}
            {button({ kind: 'resetTotp', operator: original }, t('actions.resetTotp'))}
          </div>
        ),
      }),
    ];
  }, [t, act]);

  return (
    <section className="page" aria-labelledby="staff-title">
      <h1 id="staff-title">{t('title')}</h1>
      <p className="action-done" role="status">
        {act.isSuccess
          ? t(`done.${act.variables.kind}`, { username: act.variables.operator.username })
          : null}
      </p>
      <ErrorBanner error={act.error} />
      <ErrorBanner error={operators.error} onRetry={() => void operators.refetch()} />
      <DataTable
        caption={t('tableCaption')}
        columns={columns}
        data={operators.data ?? []}
        loading={operators.isPending}
        getRowId={(operator) => String(operator.id)}
      />
      <CreateOperatorForm />
      {editing ? <EditRolesDialog operator={editing} onClose={() => setEditing(undefined)} /> : null}
    </section>
  );
}
