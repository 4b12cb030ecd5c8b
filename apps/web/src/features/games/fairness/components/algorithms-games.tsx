import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import {
  FOOTBALL_KEEPERS,
  FOOTBALL_KICKS,
  FOOTBALL_ZONES,
  KANGAROO_DIFFICULTIES,
  KANGAROO_LANE_ODDS,
  MINES_TILES,
  PER_MILLION,
  SCRATCH_CELLS,
  SCRATCH_SYMBOLS,
  SCRATCH_TIERS,
  STAIR_BOARDS,
  STAIR_CRACKED,
  THIMBLES_CUPS,
  THIMBLES_MAX_LEVELS,
  TOWER_DIFFICULTIES,
  TOWER_ROWS,
  scratch,
  type ScratchTier,
} from '@casino/game-math';

import {
  kangarooExample,
  minesExample,
  percentOfBasisPoints,
  scratchExample,
  scratchTable,
  seedsExample,
  towerExample,
  hundredthsText,
  type ShownRatio,
} from './algorithms-examples';
import {
  AlgorithmEntry,
  DrawTable,
  ExampleTable,
  Facts,
  FloatTable,
  Formula,
  NumberedBoard,
  RuleTexts,
} from './algorithms-parts';
import styles from './algorithms.module.css';

const exact = (ratio: ShownRatio) => `${ratio.num} / ${ratio.den}`;
const symbolKey = (symbol: string) => `SCRATCH_SYMBOL_${symbol.toUpperCase()}`;
const valueKey = (value: string) => `FAIRNESS_VALUE_${value.toUpperCase()}`;
/** The games that climb rows (ladder.ts), by their names' keys. */
const LADDER_GAME_NAMES = ['GAME_TOWER', 'GAME_STAIR', 'GAME_FOOTBALL', 'GAME_KANGAROO', 'GAME_THIMBLES'];

/** Seeds, the HMAC rounds, the floats and the draw without replacement that every game shares. */
export function SeedsEntry() {
  const { t } = useTranslation();
  const example = useMemo(() => seedsExample(), []);
  const first = example.floats[0];
  return (
    <AlgorithmEntry
      id="seeds"
      title={t('FAIRDOCS_SEEDS_TITLE')}
      rule={
        <>
          <RuleTexts keys={['FAIRDOCS_SEEDS_COMMIT', 'FAIRDOCS_SEEDS_NONCE', 'FAIRDOCS_SEEDS_HMAC']} />
          <Formula>
            {'round r: HMAC_SHA256(key = serverSeed, message = clientSeed + ":" + nonce + ":" + r)'}
          </Formula>
          <RuleTexts keys={['FAIRDOCS_SEEDS_FLOATS']} />
          <Formula>{'float = b0/256 + b1/256² + b2/256³ + b3/256⁴ = uint32_be(b0 b1 b2 b3) / 2³²'}</Formula>
          <RuleTexts keys={['FAIRDOCS_SEEDS_DRAW']} />
          <Formula>
            {'left = [0, 1, …, n−1]\nfor i = 1…k: drawn_i = left.removeAt(floor(float_i · left.length))'}
          </Formula>
        </>
      }
      example={
        <>
          <Facts
            items={[
              [t('FAIRDOCS_SERVER_SEED'), example.seeds.serverSeed],
              [t('FAIRDOCS_COMMITMENT'), example.commitment],
              [t('FAIRDOCS_CLIENT_SEED'), example.seeds.clientSeed],
              [t('FAIRDOCS_NONCE'), example.seeds.nonce],
              ...example.rounds.flatMap(
                ({ round, message, hmac }) =>
                  [
                    [t('FAIRDOCS_MESSAGE', { round }), message],
                    [t('FAIRDOCS_HMAC', { round }), hmac],
                  ] as const,
              ),
            ]}
          />
          {first ? (
            <p className={styles.text}>
              {t('FAIRDOCS_SEEDS_EXAMPLE_FIRST', {
                bytes: first.bytes.join(' '),
                integer: first.u32,
                float: first.float,
              })}
            </p>
          ) : null}
          <FloatTable floats={example.floats} />
        </>
      }
    />
  );
}

/** Mines: the board's numbering, the draw of the mines and the multiplier. */
export function MinesEntry() {
  const { t } = useTranslation();
  const example = useMemo(() => minesExample(), []);
  return (
    <AlgorithmEntry
      id="mines"
      title={t('GAME_MINES')}
      rule={
        <>
          <RuleTexts keys={['FAIRDOCS_MINES_BOARD', 'FAIRDOCS_MINES_DRAW', 'FAIRDOCS_MINES_PAY']} />
          <Formula>
            {`tile = 5 · row + column\nmines = sort(draw m of ${MINES_TILES} with floats 1…m)\nmultiplier(k) = RTP · C(25, k) / C(25 − m, k)`}
          </Formula>
        </>
      }
      example={
        <>
          <p className={styles.text}>{t('FAIRDOCS_MINES_EXAMPLE', { mines: example.params.mines })}</p>
          <FloatTable floats={example.floats} />
          <DrawTable steps={example.trace} caption={t('FAIRDOCS_MINES_DRAW_CAPTION')} />
          <p className={styles.result} data-testid="algorithm-mines-tiles">
            {t('FAIRDOCS_MINES_RESULT', { tiles: example.mineTiles.join(', ') })}
          </p>
          <NumberedBoard
            size={MINES_TILES}
            columns={5}
            marked={example.mineTiles}
            testId="algorithm-mines-board"
          />
          <ExampleTable
            caption={t('FAIRDOCS_MINES_MULTIPLIERS', {
              mines: example.params.mines,
              rtp: percentOfBasisPoints(example.rtp),
            })}
            head={[t('FAIRDOCS_COL_SAFE_TILES'), t('FAIRDOCS_COL_EXACT'), t('FAIRDOCS_COL_SHOWN')]}
            rows={example.multipliers.map(({ safe, multiplier }) => [
              safe,
              <code key="exact">{exact(multiplier)}</code>,
              `${hundredthsText(multiplier.hundredths)}×`,
            ])}
          />
        </>
      }
    />
  );
}

/** Every ladder game's rows, from the games' own constants. */
function LadderRowsTable() {
  const { t } = useTranslation();
  const rows: (readonly [string, string, number | string, number, number | string])[] = [
    ...Object.entries(TOWER_DIFFICULTIES).map(
      ([name, { columns, safe }]) => [t('GAME_TOWER'), t(valueKey(name)), TOWER_ROWS, columns, safe] as const,
    ),
    [
      t('GAME_STAIR'),
      '—',
      STAIR_CRACKED.length,
      STAIR_BOARDS,
      STAIR_CRACKED.map((cracked) => STAIR_BOARDS - cracked).join(', '),
    ],
    ...Object.entries(FOOTBALL_KEEPERS).map(
      ([name, keepers]) =>
        [
          t('GAME_FOOTBALL'),
          t(valueKey(name)),
          FOOTBALL_KICKS,
          FOOTBALL_ZONES,
          FOOTBALL_ZONES - keepers,
        ] as const,
    ),
    ...Object.entries(KANGAROO_DIFFICULTIES).map(
      ([name, { lanes, hits }]) =>
        [
          t('GAME_KANGAROO'),
          t(valueKey(name)),
          lanes,
          KANGAROO_LANE_ODDS,
          KANGAROO_LANE_ODDS - hits,
        ] as const,
    ),
    [
      t('GAME_THIMBLES'),
      `${t('FAIRNESS_OPTION_BALLS')} 1–2, ${t('FAIRNESS_OPTION_LEVELS')} 1–${THIMBLES_MAX_LEVELS}`,
      `1–${THIMBLES_MAX_LEVELS}`,
      THIMBLES_CUPS,
      '1–2',
    ],
  ];
  return (
    <ExampleTable
      caption={t('FAIRDOCS_LADDER_TABLE')}
      head={[
        t('FAIRDOCS_COL_GAME'),
        t('FAIRDOCS_COL_OPTION'),
        t('FAIRDOCS_COL_ROWS'),
        t('FAIRDOCS_COL_SIZE'),
        t('FAIRDOCS_COL_SAFE'),
      ]}
      rows={rows}
      testId="algorithm-ladder-rows"
    />
  );
}

/** Tower, stair, football, kangaroo and thimbles: rows of spots, drawn or survived by chance. */
export function LadderEntry() {
  const { t, i18n } = useTranslation();
  const games = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    LADDER_GAME_NAMES.map((key) => t(key)),
  );
  const tower = useMemo(() => towerExample(), []);
  const kangaroo = useMemo(() => kangarooExample(), []);
  const difficulty = t(valueKey(tower.params.difficulty));
  return (
    <AlgorithmEntry
      id="ladder"
      title={games}
      rule={
        <>
          <RuleTexts
            keys={[
              'FAIRDOCS_LADDER_ROWS',
              'FAIRDOCS_LADDER_PICK',
              'FAIRDOCS_LADDER_CHANCE',
              'FAIRDOCS_LADDER_ORDER',
            ]}
          />
          <Formula>
            {
              'pick row:   safe spots = sort(draw safe of size with the row’s floats)\nchance row: crossed  ⇔  floor(float · size) < safe\nmultiplier after k rows = RTP · Π (size / safe) over rows 1…k'
            }
          </Formula>
          <RuleTexts keys={['FAIRDOCS_LADDER_PAY']} />
          <LadderRowsTable />
        </>
      }
      example={
        <>
          <p className={styles.text}>{t('FAIRDOCS_TOWER_EXAMPLE', { difficulty })}</p>
          <ExampleTable
            caption={t('FAIRDOCS_TOWER_CAPTION', { difficulty })}
            head={[
              t('FAIRDOCS_COL_ROW'),
              t('FAIRDOCS_COL_FLOATS'),
              t('FAIRDOCS_COL_AT'),
              t('FAIRDOCS_COL_SAFE_RESULT'),
            ]}
            rows={tower.rows.map((row) => [
              row.index + 1,
              <code key="floats">
                {row.floats
                  .map((step) => `${t('FAIRDOCS_FLOAT_N', { n: step.index + 1 })} = ${step.float}`)
                  .join('\n')}
              </code>,
              <code key="draw">
                {row.trace
                  .map((step) => `floor(${step.float} · ${step.left.length}) = ${step.at} → ${step.item}`)
                  .join('\n')}
              </code>,
              <strong key="safe">{row.safeSpots.join(', ')}</strong>,
            ])}
            testId="algorithm-tower-rows"
          />
          <p className={styles.text}>
            {t('FAIRDOCS_TOWER_PAY', {
              rtp: percentOfBasisPoints(tower.rtp),
              multipliers: tower.payTable.map((ratio) => `${hundredthsText(ratio.hundredths)}×`).join(', '),
            })}
          </p>
          <ExampleTable
            caption={t('FAIRDOCS_KANGAROO_CAPTION', { difficulty: t(valueKey(kangaroo.params.difficulty)) })}
            head={[
              t('FAIRDOCS_COL_LANE'),
              t('FAIRDOCS_COL_VALUE'),
              t('FAIRDOCS_COL_LANE_TEST'),
              t('FAIRDOCS_COL_CROSSED'),
            ]}
            rows={kangaroo.lanes.map((lane) => [
              lane.index + 1,
              <code key="float">{lane.float}</code>,
              <code key="test">{`floor(${lane.float} · ${lane.row.size}) = ${lane.value} ${lane.crossed ? '<' : '≥'} ${lane.row.safe}`}</code>,
              lane.crossed ? t('FAIRDOCS_CROSSED') : <strong key="hit">{t('FAIRDOCS_HIT')}</strong>,
            ])}
            testId="algorithm-kangaroo-lanes"
          />
        </>
      }
    />
  );
}

/** One scratch tier's published table, with each prize's range of d and the exact RTP. */
function ScratchTierTable({ tier }: { tier: ScratchTier }) {
  const { t } = useTranslation();
  const table = scratchTable(tier);
  const million = String(PER_MILLION);
  return (
    <ExampleTable
      caption={t('FAIRDOCS_SCRATCH_TIER', {
        tier: t(`SCRATCH_TIER_${tier.toUpperCase()}`),
        paid: table.paidPerMillion,
        million,
        percent: table.paidPerMillion / 10_000,
      })}
      head={[
        t('FAIRDOCS_COL_SYMBOL'),
        t('FAIRDOCS_COL_CHANCE'),
        t('FAIRDOCS_COL_RANGE'),
        t('FAIRDOCS_COL_MULTIPLIER'),
      ]}
      rows={[
        ...table.prizes.map((prize) => [
          `${t(symbolKey(prize.symbol))} (${prize.symbol})`,
          <code key="chance">{`${prize.perMillion} / ${million}`}</code>,
          <code key="range">{`${prize.from} ≤ d < ${prize.to}`}</code>,
          `${prize.multiplier}×`,
        ]),
        [
          t('FAIRDOCS_SCRATCH_NO_PRIZE'),
          <code key="chance">{`${table.noPrize.to - table.noPrize.from} / ${million}`}</code>,
          <code key="range">{`${table.noPrize.from} ≤ d < ${table.noPrize.to}`}</code>,
          '0×',
        ],
      ]}
      testId={`algorithm-scratch-${tier}`}
    />
  );
}

/** Scratch: the ticket's layout, the prize float, the placement of the prize and the filling of the rest. */
export function ScratchEntry() {
  const { t } = useTranslation();
  const example = useMemo(() => scratchExample(), []);
  const symbols = SCRATCH_SYMBOLS.join(', ');
  const winner = example.prize;
  return (
    <AlgorithmEntry
      id="scratch"
      title={t('GAME_SCRATCH')}
      rule={
        <>
          <RuleTexts keys={['FAIRDOCS_SCRATCH_LAYOUT']} />
          <NumberedBoard size={SCRATCH_CELLS} columns={3} marked={[]} />
          <RuleTexts
            keys={['FAIRDOCS_SCRATCH_PRIZE', 'FAIRDOCS_SCRATCH_PLACE', 'FAIRDOCS_SCRATCH_FILL']}
            values={{ symbols, count: scratch.floatCount({ tier: 'classic' }) }}
          />
          <Formula>
            {`d = floor(float_1 · ${PER_MILLION})\nprize = first row with d < Σ perMillion up to that row, else none\nwinner cells = draw 3 of 9 with floats 2, 3, 4\nempty cell c = 0…8 in order: allowed = [${symbols}] − winner − shown twice\n  symbol = allowed[floor(float_next · allowed.length)], float_next = 5, 6, …`}
          </Formula>
          <RuleTexts keys={['FAIRDOCS_SCRATCH_TABLES']} />
          {(Object.keys(SCRATCH_TIERS) as ScratchTier[]).map((tier) => (
            <ScratchTierTable key={tier} tier={tier} />
          ))}
        </>
      }
      example={
        <>
          <p className={styles.text}>
            {t('FAIRDOCS_SCRATCH_EXAMPLE', {
              tier: t(`SCRATCH_TIER_${example.tier.toUpperCase()}`),
              nonce: example.nonce,
            })}
          </p>
          <FloatTable floats={example.floats} />
          {winner ? (
            <p className={styles.result}>
              {t('FAIRDOCS_SCRATCH_EXAMPLE_PRIZE', {
                float: example.floats[0]?.float,
                draw: example.draw,
                million: PER_MILLION,
                symbol: `${t(symbolKey(winner.symbol))} (${winner.symbol})`,
                multiplier: winner.multiplier,
              })}
            </p>
          ) : null}
          <DrawTable
            steps={example.deal.placement}
            caption={t('FAIRDOCS_SCRATCH_PLACE_CAPTION')}
            firstFloat={2}
          />
          <ExampleTable
            caption={t('FAIRDOCS_SCRATCH_FILL_CAPTION')}
            head={[
              t('FAIRDOCS_COL_CELL'),
              t('FAIRDOCS_COL_FLOAT_USED'),
              t('FAIRDOCS_COL_ALLOWED'),
              t('FAIRDOCS_COL_AT'),
              t('FAIRDOCS_COL_SYMBOL'),
            ]}
            rows={example.deal.steps.map((step) => [
              step.cell,
              t('FAIRDOCS_FLOAT_N', { n: step.floatIndex + 1 }),
              <code key="open">{step.open.join(', ')}</code>,
              <code key="at">{`floor(${step.float} · ${step.open.length}) = ${step.at}`}</code>,
              <strong key="symbol">{step.symbol}</strong>,
            ])}
          />
          <p className={styles.result} data-testid="algorithm-scratch-cells">
            {t('FAIRDOCS_SCRATCH_EXAMPLE_CELLS', { cells: example.cells.join(', ') })}
          </p>
          <NumberedBoard
            size={SCRATCH_CELLS}
            columns={3}
            marked={example.cells.flatMap((symbol, cell) => (symbol === winner?.symbol ? [cell] : []))}
            labelOf={(cell) => t(symbolKey(example.cells[cell] ?? ''))}
          />
        </>
      }
    />
  );
}
