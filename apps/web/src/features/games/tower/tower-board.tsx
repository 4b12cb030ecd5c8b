import { TOWER_DIFFICULTIES, TOWER_ROWS, type TowerDifficulty } from '@casino/game-math';
import { useTranslation } from 'react-i18next';

import { BombArt, GemArt, TileMark } from '../components/game-art';
import { LadderBoard, type SpotLook } from '../components/ladder-board';
import type { GameBoardProps } from '../game-board';
import { optionOf } from '../game-manifest';

/** The difficulty of `value`, the manifest's default when it is not one. */
export function towerDifficultyOf(value: unknown): TowerDifficulty {
  return optionOf('tower', 'difficulty', { difficulty: value }) as TowerDifficulty;
}

function spotArt(look: SpotLook) {
  if (look === 'closed') return <TileMark />;
  if (look === 'safe' || look === 'spare') return <GemArt dim={look === 'spare'} />;
  return <BombArt dim={look === 'trap'} />;
}

/** Tower: nine floors climbed from the bottom; each floor hides gems among its blocks. */
export function TowerBoard(props: GameBoardProps) {
  const { t } = useTranslation();
  const { columns, safe } = TOWER_DIFFICULTIES[towerDifficultyOf(props.options.difficulty)];
  const previewRows = Array.from({ length: TOWER_ROWS }, () => ({
    kind: 'pick' as const,
    size: columns,
    safe,
  }));
  return (
    <LadderBoard
      {...props}
      previewRows={previewRows}
      renderSpot={spotArt}
      variant="tower"
      labels={{
        board: t('TOWER_BOARD'),
        row: (row) => t('TOWER_FLOOR', { row }),
        spot: (spot) => t('TOWER_BLOCK', { spot }),
      }}
    />
  );
}
