import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { readLocal } from '../../../../lib/storage/local-storage';
import { hasToken, useSessionStore } from '../../../../lib/session/user-store';
import { getBetRecord } from '../api/get-bet-record';
import { getFairnessSeeds } from '../api/get-fairness-seeds';
import { getRevealedSeeds } from '../api/get-revealed-seeds';
import { draftOfQuery } from '../utils/verify-query';
import { AlgorithmsSection } from './algorithms-section';
import { BeaconSection } from './beacon-section';
import styles from './fairness.module.css';
import { RevealedList } from './revealed-list';
import { SeedsPanel } from './seeds-panel';
import { ThirdPartyVerifiers } from './third-party-verifiers';
import { EMPTY_DRAFT, VerifierPanel, type VerifyDraft } from './verifier-panel';

/**
 * /fairness (DESIGN §4): the player's active seed pair and its rotation, the revealed pairs, a verifier
 * that recomputes any past round in the browser (filled from the query when a round record links here),
 * and which third-party verifiers agree with which game. A visitor with a demo session sees the demo
 * seeds; anyone can use the verifier.
 */
export function FairnessPage() {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((state) => hasToken(state.user));
  const demo = !loggedIn && Boolean(readLocal('demoToken'));
  const enabled = loggedIn || demo;
  const seeds = useQuery({ queryKey: ['fairness', 'seeds'], queryFn: getFairnessSeeds, enabled });
  const revealed = useQuery({
    queryKey: ['fairness', 'revealed'],
    queryFn: () => getRevealedSeeds(),
    enabled,
  });
  const bets = useQuery({ queryKey: ['fairness', 'bets', demo], queryFn: () => getBetRecord(demo), enabled });
  const [query] = useSearchParams();
  // A round record's "Verify" link fills the verifier through the query.
  const [draft, setDraft] = useState<VerifyDraft>(() => draftOfQuery(query) ?? EMPTY_DRAFT);

  return (
    <div className={styles.page} data-testid="fairness-page">
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('FAIRNESS_TITLE')}</h1>
        <p className={styles.muted}>{t('FAIRNESS_INTRO')}</p>
        <ol className={styles.steps}>
          <li>{t('FAIRNESS_STEP_COMMIT')}</li>
          <li>{t('FAIRNESS_STEP_PLAY')}</li>
          <li>{t('FAIRNESS_STEP_REVEAL')}</li>
        </ol>
      </header>
      <div className={styles.columns}>
        <div className={styles.column}>
          {enabled ? (
            <>
              <SeedsPanel
                seeds={seeds.data}
                onRotated={(rotated) =>
                  setDraft((current) => ({
                    ...current,
                    serverSeed: rotated.revealed.serverSeed,
                    serverSeedHash: rotated.revealed.serverSeedHash,
                    clientSeed: rotated.revealed.clientSeed,
                    bet: null,
                  }))
                }
              />
              <RevealedList
                seeds={revealed.data}
                onVerify={(seed) =>
                  setDraft((current) => ({
                    ...current,
                    serverSeed: seed.serverSeed,
                    serverSeedHash: seed.serverSeedHash,
                    clientSeed: seed.clientSeed,
                    nonce: '0',
                    bet: null,
                  }))
                }
              />
            </>
          ) : (
            <section className={styles.card} data-testid="fairness-login">
              <p className={styles.muted}>{t('FAIRNESS_LOGIN_TO_SEE')}</p>
            </section>
          )}
        </div>
        <div className={styles.column}>
          <VerifierPanel draft={draft} onDraftChange={setDraft} bets={bets.data} />
        </div>
      </div>
      <section className={styles.card} data-testid="fairness-lottery">
        <h2 className={styles.title}>{t('FAIRNESS_LOTTERY_TITLE')}</h2>
        <p className={styles.muted}>{t('FAIRNESS_LOTTERY_TEXT')}</p>
        <Link to="/chatbet?gameId=wingo">{t('FAIRNESS_LOTTERY_LINK')}</Link>
      </section>
      <BeaconSection />
      <AlgorithmsSection />
      <ThirdPartyVerifiers />
    </div>
  );
}
