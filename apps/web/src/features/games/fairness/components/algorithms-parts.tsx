import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { DrawStep, FloatStep } from './algorithms-examples';
import styles from './algorithms.module.css';

/** The props of AlgorithmEntry. */
interface AlgorithmEntryProps {
  /** Names the entry's test id and its heading's id. */
  id: string;
  title: string;
  /** The exact rule, as paragraphs and formulas. */
  rule: ReactNode;
  /** The worked example computed from the games' code. */
  example: ReactNode;
  /** Told when the entry is opened or closed (the beacon entry loads its example then). */
  onToggle?: (open: boolean) => void;
}

/**
 * One algorithm: a native <details> (opened with the keyboard, no script needed), its title an h3 inside the
 * summary, then the rule and the worked example under h4 headings.
 */
export function AlgorithmEntry({ id, title, rule, example, onToggle }: AlgorithmEntryProps) {
  const { t } = useTranslation();
  return (
    <details
      className={styles.entry}
      data-testid={`algorithm-${id}`}
      onToggle={(event) => onToggle?.(event.currentTarget.open)}
    >
      <summary className={styles.summary}>
        <h3 id={`algorithm-${id}-title`} className={styles.entryTitle}>
          {title}
        </h3>
      </summary>
      <div className={styles.body}>
        <h4 className={styles.partTitle}>{t('FAIRDOCS_RULE')}</h4>
        {rule}
        <h4 className={styles.partTitle}>{t('FAIRDOCS_EXAMPLE')}</h4>
        {example}
      </div>
    </details>
  );
}

/** Paragraphs of a rule, one text key each. */
export function RuleTexts({ keys, values }: { keys: readonly string[]; values?: Record<string, unknown> }) {
  const { t } = useTranslation();
  return (
    <>
      {keys.map((key) => (
        <p key={key} className={styles.text}>
          {t(key, values)}
        </p>
      ))}
    </>
  );
}

/** A formula, written once in code (notation, not words). */
export function Formula({ children }: { children: string }) {
  return (
    <pre className={styles.formula}>
      <code>{children}</code>
    </pre>
  );
}

/** Label → value pairs of an example; each value in <code>. */
export function Facts({ items }: { items: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className={styles.facts}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>
            <code className={styles.code}>{value}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A table that scrolls sideways on a narrow screen rather than widening the page. */
export function ExampleTable({
  caption,
  head,
  rows,
  testId,
}: {
  caption: string;
  head: readonly string[];
  /** Each row's first cell is its header (scope="row"). */
  rows: readonly (readonly ReactNode[])[];
  testId?: string;
}) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table} data-testid={testId}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest], index) => (
            <tr key={index}>
              <th scope="row">{first}</th>
              {rest.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The floats of an example with their bytes: float number (from 1), HMAC round, bytes, integer, value. */
export function FloatTable({ floats, caption }: { floats: readonly FloatStep[]; caption?: string }) {
  const { t } = useTranslation();
  return (
    <ExampleTable
      caption={caption ?? t('FAIRDOCS_FLOATS_CAPTION')}
      head={[
        t('FAIRDOCS_COL_FLOAT'),
        t('FAIRDOCS_COL_ROUND'),
        t('FAIRDOCS_COL_BYTES'),
        t('FAIRDOCS_COL_U32'),
        t('FAIRDOCS_COL_VALUE'),
      ]}
      rows={floats.map((step) => [
        step.index + 1,
        step.round,
        <code key="bytes">{step.bytes.join(' ')}</code>,
        <code key="u32">{step.u32}</code>,
        <code key="float">{step.float}</code>,
      ])}
    />
  );
}

/** The steps of a draw without replacement: the float, the items left, the position and the item drawn. */
export function DrawTable({
  steps,
  caption,
  firstFloat = 1,
}: {
  steps: readonly DrawStep[];
  caption: string;
  /** The number (from 1) of the float the first step uses. */
  firstFloat?: number;
}) {
  const { t } = useTranslation();
  return (
    <ExampleTable
      caption={caption}
      head={[
        t('FAIRDOCS_COL_STEP'),
        t('FAIRDOCS_COL_FLOAT_USED'),
        t('FAIRDOCS_COL_LEFT'),
        t('FAIRDOCS_COL_AT'),
        t('FAIRDOCS_COL_ITEM'),
      ]}
      rows={steps.map((step, index) => [
        index + 1,
        t('FAIRDOCS_FLOAT_N', { n: firstFloat + index }),
        step.left.length,
        <code key="at">{`floor(${step.float} · ${step.left.length}) = ${step.at}`}</code>,
        <strong key="item">{step.item}</strong>,
      ])}
    />
  );
}

/** A small board of numbered cells, `columns` per row, the marked ones highlighted (decorative). */
export function NumberedBoard({
  size,
  columns,
  marked,
  labelOf,
  testId,
}: {
  size: number;
  columns: number;
  marked: readonly number[];
  labelOf?: (cell: number) => ReactNode;
  testId?: string;
}) {
  return (
    <div
      className={styles.board}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, auto))` }}
      aria-hidden="true"
      data-testid={testId}
    >
      {Array.from({ length: size }, (_, cell) => (
        <span key={cell} className={marked.includes(cell) ? styles.marked : styles.cell}>
          <span className={styles.cellNumber}>{cell}</span>
          {labelOf ? <span className={styles.cellLabel}>{labelOf(cell)}</span> : null}
        </span>
      ))}
    </div>
  );
}
