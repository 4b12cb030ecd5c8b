import { staffPersonSchema, type OperatorRole } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorBanner, Field } from '../../lib/ui';
import { createOperator } from './api/create-operator';
import { STAFF_KEY } from './api/list-operators';
import { RolePicker } from './role-picker';

const USERNAME = /^[a-z0-9._-]{3,32}$/;
const MIN_PASSWORD = 12;

type Problems = Partial<Record<'username' | 'person' | 'password' | 'roles', string>>;

/** Adds a staff account with its roles. */
export function CreateOperatorForm() {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [person, setPerson] = useState('');
  const [password, setPassword] = useState('');
  const [roles, setRoles] = useState<OperatorRole[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const create = useMutation({
    mutationFn: createOperator,
    onSuccess: async () => {
      setUsername('');
      setPerson('');
      setPassword('');
      setRoles([]);
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    if (!USERNAME.test(username.trim())) found.username = t('create.usernameRule');
    const checkedPerson = staffPersonSchema.safeParse(person);
    if (!checkedPerson.success) found.person = t('create.personRule');
    if (password.length < MIN_PASSWORD) found.password = t('create.passwordRule');
    if (roles.length === 0) found.roles = t('create.rolesRule');
    setProblems(found);
    if (Object.keys(found).length === 0)
      create.mutate({ username: username.trim(), person: checkedPerson.data ?? '', password, roles });
  };

  return (
    <section className="card" aria-labelledby="create-operator-title">
      <h2 id="create-operator-title">{t('create.title')}</h2>
      <form className="form-grid" onSubmit={submit} noValidate>
        <Field
          label={t('create.username')}
          hint={t('create.usernameHint')}
          error={problems.username}
          autoComplete="off"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <Field
          label={t('create.person')}
          hint={t('create.personHint')}
          error={problems.person}
          autoComplete="off"
          value={person}
          onChange={(event) => setPerson(event.target.value)}
        />
        <Field
          label={t('create.password')}
          hint={t('create.passwordHint')}
          error={problems.password}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <RolePicker legend={t('roles')} value={roles} onChange={setRoles} error={problems.roles} />
        <ErrorBanner error={create.error} />
        {create.isSuccess ? (
          <p className="banner banner-success" role="status">
            {t('create.done')}
          </p>
        ) : null}
        <div>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {t('create.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
