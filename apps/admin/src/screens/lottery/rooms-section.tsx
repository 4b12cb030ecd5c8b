import type { LotteryRoomView } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable, ErrorBanner } from '../../lib/ui';
import { createLotteryRoom, type LotteryRoomWrite } from './api/create-lottery-room';
import { LOTTERY_ROOMS_KEY, useLotteryRooms } from './api/list-lottery-rooms';
import { updateLotteryRoom } from './api/update-lottery-room';
import { roomDraftOf } from './lottery-forms';
import styles from './lottery.module.css';
import { RoomDialog } from './room-dialog';

const column = createColumnHelper<LotteryRoomView>();

/** The room being edited (with its place in the list), or a new one. */
type RoomEdit = { room: LotteryRoomView; index: number } | { room: undefined; index: number };

/** What the last save did, for the confirmation line. */
type RoomDone = { kind: 'created' | 'saved'; name: string };

/** Admins: every lottery room with who is in it, opened, renamed, reordered and closed through a dialog. */
export function RoomsSection() {
  const { t } = useTranslation('lottery');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<RoomEdit>();
  const [done, setDone] = useState<RoomDone>();
  const rooms = useLotteryRooms();

  const save = useMutation({
    mutationFn: ({ id, room }: { id: number | undefined; room: LotteryRoomWrite }) =>
      id === undefined ? createLotteryRoom(room) : updateLotteryRoom(id, room),
    onSuccess: async (saved, { id }) => {
      setEditing(undefined);
      setDone({ kind: id === undefined ? 'created' : 'saved', name: saved.name });
      await queryClient.invalidateQueries({ queryKey: LOTTERY_ROOMS_KEY });
    },
  });

  const { reset } = save;
  const open = useCallback(
    (edit: RoomEdit) => {
      reset();
      setDone(undefined);
      setEditing(edit);
    },
    [reset],
  );

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('rooms.columns.id') }),
      column.accessor('name', { header: t('rooms.columns.name') }),
      column.accessor('gameId', { header: t('rooms.columns.game'), cell: (c) => t(`games.${c.getValue()}`) }),
      column.accessor('periodSeconds', {
        header: t('rooms.columns.period'),
        cell: (c) => t('rooms.period', { count: c.getValue() / 60 }),
      }),
      column.accessor('enabled', {
        header: t('rooms.columns.state'),
        cell: (c) =>
          c.getValue() ? (
            <span className="badge badge-ok">{t('rooms.open')}</span>
          ) : (
            <span className="badge badge-warn">{t('rooms.closed')}</span>
          ),
      }),
      column.accessor('online', { header: t('rooms.columns.online') }),
      column.display({
        id: 'actions',
        header: t('common:table.actions'),
        cell: ({ row }) => (
          <button
            type="button"
            className="btn btn-small"
            aria-label={t('rooms.editButton', { name: row.original.name })}
            onClick={() => open({ room: row.original, index: row.index })}
          >
            {t('rooms.edit')}
          </button>
        ),
      }),
    ],
    [t, open],
  );

  return (
    <section className={styles.section} aria-labelledby="lottery-rooms-title">
      <div className={styles.sectionHeader}>
        <h2 id="lottery-rooms-title" className={styles.sectionTitle}>
          {t('rooms.title')}
        </h2>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => open({ room: undefined, index: nextSortOrder(rooms.data ?? []) })}
        >
          {t('rooms.create')}
        </button>
      </div>
      <p className={styles.hint}>{t('rooms.hint')}</p>
      <p className="action-done" role="status">
        {done ? t(`rooms.done.${done.kind}`, { name: done.name }) : null}
      </p>
      <ErrorBanner error={rooms.error} onRetry={() => void rooms.refetch()} />
      <DataTable
        caption={t('rooms.caption')}
        columns={columns}
        data={rooms.data ?? []}
        loading={rooms.isPending}
        emptyText={t('rooms.empty')}
        getRowId={(room) => String(room.id)}
      />
      {editing ? (
        <RoomDialog
          title={editing.room ? t('rooms.editTitle', { name: editing.room.name }) : t('rooms.createTitle')}
          initial={roomDraftOf(editing.room, editing.index)}
          pending={save.isPending}
          error={save.error}
          onConfirm={(room) => save.mutate({ id: editing.room?.id, room })}
          onCancel={() => setEditing(undefined)}
        />
      ) : null}
    </section>
  );
}

/** A new room's place: after every room there is. */
function nextSortOrder(rooms: readonly { sortOrder: number }[]): number {
  return rooms.reduce((last, room) => Math.max(last, room.sortOrder + 1), 0);
}
