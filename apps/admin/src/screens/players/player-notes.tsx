import type { PlayerDetail } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { DateTime, ErrorBanner } from '../../lib/ui';
import { addPlayerNote } from './api/add-player-note';
import { playerKey } from './api/get-player';

/** Staff notes on the player, newest first, and a form to add one. */
export function PlayerNotes({ player }: { /** Whose notes. */ player: PlayerDetail }) {
  const { t } = useTranslation('players');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const noteId = useId();
  const add = useMutation({
    mutationFn: (note: string) => addPlayerNote(player.userId, note),
    onSuccess: async () => {
      setText('');
      await queryClient.invalidateQueries({ queryKey: playerKey(player.userId) });
    },
  });
  const notes = [...player.notes].sort((a, b) => b.createdAt - a.createdAt);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) add.mutate(text.trim());
  };

  return (
    <section className="card" aria-labelledby="notes-title">
      <h2 id="notes-title">{t('sections.notes')}</h2>
      <form className="stack" onSubmit={submit}>
        <div className="field">
          <label htmlFor={noteId}>{t('notes.label')}</label>
          <textarea
            id={noteId}
            rows={2}
            maxLength={2000}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <ErrorBanner error={add.error} />
        <div>
          <button type="submit" className="btn" disabled={add.isPending || !text.trim()}>
            {t('actions.addNote')}
          </button>
        </div>
      </form>
      {notes.length === 0 ? (
        <p className="muted">{t('notes.empty')}</p>
      ) : (
        <ul className="notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="note-meta">
                <strong>{note.operator}</strong> · <DateTime ms={note.createdAt} />
              </p>
              <p className="note-text">{note.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
