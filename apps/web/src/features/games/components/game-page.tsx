import { SINGLE_PLAYER_GAME_IDS } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { Button } from '../../../components/ui/button';
import { useHorizontalLayout } from '../../../lib/native/use-horizontal-layout';
import { findGame, type GameId } from '../registry';
import { GameFrame } from './game-frame';
import styles from './game-page.module.css';

const isGameId = (value: string | undefined): value is GameId =>
  (SINGLE_PLAYER_GAME_IDS as readonly string[]).includes(value ?? '');

/** The route /game/:gameId: one single-player game in the shared frame. */
export function GamePage() {
  const { gameId } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const game = isGameId(gameId) ? findGame(gameId) : undefined;
  useHorizontalLayout(game !== undefined);
  if (!isGameId(gameId) || !game) {
    return (
      <section className={styles.missing}>
        <h1>{t('GAMES_NOT_FOUND')}</h1>
        <Button onClick={() => void navigate('/')}>{t('GAMES_BACK_TO_LOBBY')}</Button>
      </section>
    );
  }
  return <GameFrame key={gameId} gameId={gameId} game={game} />;
}
