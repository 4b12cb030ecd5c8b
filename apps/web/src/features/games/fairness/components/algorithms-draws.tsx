import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { LOTTERY_CLOSE_BEFORE_DRAW_MS } from '@casino/game-math';

import {
  BEACON_EXAMPLE_SCHEME,
  BEACON_EXAMPLE_TAG,
  EXAMPLE_BEACON_RANDOMNESS,
  EXAMPLE_BEACON_ROUND,
  EXAMPLE_PERIOD,
  crashExample,
  hundredthsText,
  lotteryExample,
  percentOfBasisPoints,
  wheelExample,
} from './algorithms-examples';
import { AlgorithmEntry, ExampleTable, Facts, FloatTable, Formula, RuleTexts } from './algorithms-parts';
import styles from './algorithms.module.css';

/** The invite wheel: one float, a target in the total weight, and the walk through the published order. */
export function WheelEntry() {
  const { t } = useTranslation();
  const example = useMemo(() => wheelExample(), []);
  return (
    <AlgorithmEntry
      id="wheel"
      title={t('FAIRDOCS_WHEEL_TITLE')}
      rule={
        <>
          <RuleTexts keys={['FAIRDOCS_WHEEL_RULE', 'FAIRDOCS_WHEEL_ORDER']} />
          <Formula>
            {
              'W = w1 + … + wn;  t = floor(float_1 · W)\nfor s = 1…n: if t < ws then segment s, else t = t − ws'
            }
          </Formula>
        </>
      }
      example={
        <>
          <p className={styles.text}>{t('FAIRDOCS_EXAMPLE_SEEDS_PLAIN')}</p>
          <Facts
            items={[
              [t('FAIRDOCS_WHEEL_WEIGHTS'), example.weights.join(', ')],
              [t('FAIRDOCS_WHEEL_FLOAT'), example.first?.float ?? 0],
              [
                t('FAIRDOCS_WHEEL_TARGET'),
                `floor(${example.first?.float ?? 0} · ${example.total}) = ${example.target}`,
              ],
            ]}
          />
          <ExampleTable
            caption={t('FAIRDOCS_WHEEL_WALK')}
            head={[t('FAIRDOCS_COL_SEGMENT'), t('FAIRDOCS_COL_WEIGHT'), t('FAIRDOCS_COL_WHEEL_TEST')]}
            rows={example.walk.map((step) => [
              step.index + 1,
              step.weight,
              <code key="test">{`${step.remaining} ${step.lands ? '<' : '≥'} ${step.weight}`}</code>,
            ])}
          />
          <p className={styles.result} data-testid="algorithm-wheel-segment">
            {t('FAIRDOCS_WHEEL_RESULT', { segment: example.segment + 1 })}
          </p>
        </>
      }
    />
  );
}

/** The lottery: the bets digest, the draw's seeds, the faces of each game and the fee rule. */
export function LotteryEntry() {
  const { t } = useTranslation();
  const example = useMemo(() => lotteryExample(), []);
  const fees = example.games.map((game) => `${game.name} ${game.feeBasisPoints}`).join(', ');
  return (
    <AlgorithmEntry
      id="lottery"
      title={t('FAIRDOCS_LOTTERY_TITLE')}
      rule={
        <>
          <RuleTexts keys={['FAIRDOCS_LOTTERY_DIGEST']} values={{ empty: example.emptyDigest }} />
          <Formula>
            {
              'line(b) = b.id + ":" + b.kind + ":" + join(",", b.pick) + ":" + b.amountMinor\nbetsDigest = hex(SHA256(join("\\n", lines sorted by b.id)))'
            }
          </Formula>
          <RuleTexts keys={['FAIRDOCS_LOTTERY_DRAW', 'FAIRDOCS_LOTTERY_FACES']} />
          <Formula>
            {
              'floats(serverSeed = period seed, clientSeed = betsDigest + ":" + beaconRandomness, nonce = period number)\nface_i = faceMin + floor(float_i · (faceMax − faceMin + 1))'
            }
          </Formula>
          <RuleTexts keys={['FAIRDOCS_LOTTERY_FEE']} values={{ fees }} />
          <Formula>{'paid (hundredths) = floor(nominal · (10 000 − fee) / 10 000)'}</Formula>
        </>
      }
      example={
        <>
          <Facts
            items={[
              [t('FAIRDOCS_LOTTERY_LINES'), example.lines.join('\n')],
              [t('FAIRDOCS_LOTTERY_DIGEST_VALUE'), example.digest],
              [
                t('FAIRDOCS_BEACON_RANDOMNESS_EXAMPLE', { round: EXAMPLE_BEACON_ROUND }),
                EXAMPLE_BEACON_RANDOMNESS,
              ],
              [t('FAIRDOCS_SERVER_SEED'), example.drawSeeds.serverSeed],
              [t('FAIRDOCS_CLIENT_SEED'), example.clientSeed],
              [
                t('FAIRDOCS_LOTTERY_NONCE', { seconds: EXAMPLE_PERIOD.seconds, label: example.label }),
                example.drawSeeds.nonce,
              ],
            ]}
          />
          <FloatTable floats={example.floats} />
          <ExampleTable
            caption={t('FAIRDOCS_LOTTERY_FACES_CAPTION')}
            head={[t('FAIRDOCS_COL_GAME'), t('FAIRDOCS_COL_FACE_RULE'), t('FAIRDOCS_COL_FACES')]}
            rows={example.games.map((game) => [
              game.name,
              <code key="rule">{`${game.faceMin} + floor(float · ${game.faceMax - game.faceMin + 1})`}</code>,
              <strong key="faces" data-testid={`algorithm-lottery-${game.id}`}>
                {game.faces.join(' ')}
              </strong>,
            ])}
          />
          <p className={styles.text}>
            {t('FAIRDOCS_LOTTERY_FEE_EXAMPLE', {
              nominal: hundredthsText(example.fee.nominal),
              computation: `floor(${example.fee.nominal} · ${10_000 - example.fee.feeBasisPoints} / 10 000) = ${example.fee.paid}`,
              paid: hundredthsText(example.fee.paid),
            })}
          </p>
        </>
      }
    />
  );
}

/** Crash: the hash chain, X from the salted HMAC and the crash point at two RTPs. */
export function CrashEntry() {
  const { t } = useTranslation();
  const example = useMemo(() => crashExample(), []);
  return (
    <AlgorithmEntry
      id="crash"
      title={t('FAIRDOCS_CRASH_TITLE')}
      rule={
        <>
          <RuleTexts
            keys={['FAIRDOCS_CRASH_CHAIN', 'FAIRDOCS_CRASH_SALT', 'FAIRDOCS_CRASH_X', 'FAIRDOCS_CRASH_POINT']}
          />
          <Formula>
            {
              'h_(i+1) = SHA256(bytes(h_i)); terminating hash = last; rounds play the chain backwards\nX = first 52 bits of HMAC_SHA256(key = utf8(salt), message = bytes(roundHash)) / 2^52\npoint (hundredths) = max(100, floor(RTP% / (1 − X)))'
            }
          </Formula>
          <RuleTexts keys={['FAIRDOCS_CRASH_LEGACY', 'FAIRDOCS_CRASH_RECORD']} />
        </>
      }
      example={
        <>
          <Facts
            items={[
              [t('FAIRDOCS_CRASH_HASH'), example.hash],
              [t('FAIRDOCS_CRASH_PREVIOUS'), example.previous],
              [t('FAIRDOCS_BEACON_RANDOMNESS_EXAMPLE', { round: EXAMPLE_BEACON_ROUND }), example.salt],
              [t('FAIRDOCS_CRASH_BITS'), `0x${example.bitsHex} = ${example.bits}`],
              ['X', `${example.bits} / 2^52 = ${example.x}`],
            ]}
          />
          <ExampleTable
            caption={t('FAIRDOCS_CRASH_POINTS')}
            head={[t('FAIRDOCS_COL_RTP'), t('FAIRDOCS_COL_COMPUTATION'), t('FAIRDOCS_COL_POINT')]}
            rows={example.points.map((point) => [
              `${percentOfBasisPoints(point.rtp)} %`,
              <code key="computation">
                {`floor(${percentOfBasisPoints(point.rtp)} / (1 − ${example.x})) = floor(${point.quotient}) → max(100, …) = ${point.hundredths}`}
              </code>,
              <strong key="point" data-testid={`algorithm-crash-point-${point.rtp}`}>
                {`${hundredthsText(point.hundredths)}×`}
              </strong>,
            ])}
          />
        </>
      }
    />
  );
}

/** The beacon example, computed by the beacon module once the entry is opened (it holds the BLS code). */
async function beaconRoundExample() {
  const [beacon, vectors] = await Promise.all([
    import('@casino/game-math/beacon'),
    import('@casino/game-math/beacon-vectors'),
  ]);
  const round = vectors.QUICKNET_ROUND_42;
  const message = Array.from(beacon.beaconMessage(round.round), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return {
    round: round.round,
    time: beacon.beaconRoundTime(beacon.QUICKNET, round.round),
    genesis: beacon.QUICKNET.genesisTime,
    period: beacon.QUICKNET.periodSeconds,
    message,
    signature: round.signature,
    randomness: beacon.beaconRandomness(round.signature),
    verified: beacon.verifyBeaconRound(beacon.QUICKNET.publicKey, round) !== null,
  };
}

/** The beacon: how a round is timed, signed and turned into randomness; which round each game uses. */
export function BeaconEntry() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const example = useQuery({
    queryKey: ['fairness', 'algorithms', 'beacon-example'],
    queryFn: beaconRoundExample,
    enabled: opened,
    staleTime: Infinity,
  });
  const round = example.data;
  return (
    <AlgorithmEntry
      id="beacon"
      title={t('FAIRDOCS_BEACON_TITLE')}
      onToggle={(open) => {
        if (open) setOpened(true);
      }}
      rule={
        <>
          <RuleTexts keys={['FAIRDOCS_BEACON_SEE']} />
          <RuleTexts
            keys={[
              'FAIRDOCS_BEACON_TIME',
              'FAIRDOCS_BEACON_SIGNATURE',
              'FAIRDOCS_BEACON_RANDOMNESS',
              'FAIRDOCS_BEACON_USES',
            ]}
            values={{
              scheme: BEACON_EXAMPLE_SCHEME,
              dst: BEACON_EXAMPLE_TAG,
              seconds: LOTTERY_CLOSE_BEFORE_DRAW_MS / 1000,
            }}
          />
          <Formula>
            {
              'time(r) = genesis + (r − 1) · period\nmessage(r) = SHA256(uint64_be(r))\nvalid ⇔ e(signature, G2) = e(H_G1(message(r), DST), publicKey)\nrandomness = SHA256(bytes(signature))'
            }
          </Formula>
        </>
      }
      example={
        round ? (
          <>
            <p className={styles.text}>{t('FAIRDOCS_BEACON_EXAMPLE', { round: round.round })}</p>
            <Facts
              items={[
                [
                  t('FAIRDOCS_BEACON_ROUND_TIME'),
                  `${round.genesis} + (${round.round} − 1) · ${round.period} = ${round.time / 1000}`,
                ],
                [t('FAIRDOCS_BEACON_MESSAGE'), round.message],
                [t('FAIRDOCS_BEACON_SIGNATURE_VALUE'), round.signature],
                [t('FAIRDOCS_BEACON_RANDOMNESS_VALUE'), round.randomness],
              ]}
            />
            <p
              className={round.verified ? styles.result : styles.bad}
              data-testid="algorithm-beacon-verified"
            >
              {round.verified ? t('FAIRDOCS_BEACON_VERIFIED') : t('FAIRDOCS_BEACON_NOT_VERIFIED')}
            </p>
          </>
        ) : (
          <p className={styles.text}>
            {example.isError ? t('FAIRDOCS_BEACON_EXAMPLE_FAILED') : t('FAIRDOCS_BEACON_EXAMPLE_LOADING')}
          </p>
        )
      }
    />
  );
}
