import { checkProofText, type CheckLine, type ProofAnswer } from './check-proof.ts';

/**
 * The offline verifier's page (issue 34): one HTML file, its script and its texts inline, no request to
 * anyone (its CSP forbids every connection). A player pastes or opens a proof file the site gave them and
 * reads, check by check, what this file recomputed. Texts are the `verifier` language pack (en, pt, id),
 * put in at build time.
 */
declare const __VERIFIER_TEXTS__: Record<string, Record<string, string>>;

const LANGUAGES = ['en', 'pt', 'id'] as const;
type Language = (typeof LANGUAGES)[number];

function startLanguage(): Language {
  const asked = new URLSearchParams(location.search).get('lang') ?? navigator.language;
  return LANGUAGES.find((language) => asked.toLowerCase().startsWith(language)) ?? 'en';
}

let language: Language = startLanguage();
let lastAnswer: ProofAnswer | null = null;

/** A text of the pack with its `${name}` placeholders filled. */
function t(key: string, values: Record<string, string> = {}): string {
  const pack = __VERIFIER_TEXTS__[language] ?? {};
  const template = pack[key] ?? __VERIFIER_TEXTS__.en?.[key] ?? key;
  return template.replace(/\$\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** Every text the page shows, in the chosen language. */
function applyTexts(): void {
  document.documentElement.lang = language === 'pt' ? 'pt-BR' : language;
  document.title = t('VERIFIER_TITLE');
  for (const node of document.querySelectorAll<HTMLElement>('[data-text]')) {
    node.textContent = t(node.dataset.text ?? '');
  }
  renderAnswer();
}

function lineItem(line: CheckLine): HTMLLIElement {
  const mark = element(
    'span',
    { class: line.ok ? 'mark ok' : 'mark bad', 'aria-hidden': 'true' },
    line.ok ? '✓' : '✗',
  );
  const status = element(
    'span',
    { class: 'visually-hidden' },
    t(line.ok ? 'VERIFIER_HOLDS' : 'VERIFIER_FAILS'),
  );
  return element(
    'li',
    { class: line.ok ? 'line ok' : 'line bad', 'data-check': line.key, 'data-ok': String(line.ok) },
    mark,
    status,
    element('span', { class: 'text' }, t(line.key, line.values)),
  );
}

function renderAnswer(): void {
  const result = byId<HTMLDivElement>('result');
  result.replaceChildren();
  if (!lastAnswer) return;
  if (!lastAnswer.ok) {
    result.append(
      element('p', { class: 'verdict bad', role: 'alert', 'data-verdict': 'error' }, t(lastAnswer.errorKey)),
    );
    return;
  }
  const { report } = lastAnswer;
  result.append(
    element('h2', {}, t(report.subject.key, report.subject.values)),
    element(
      'p',
      {
        class: report.verified ? 'verdict ok' : 'verdict bad',
        'data-verdict': report.verified ? 'verified' : 'failed',
      },
      t(report.verified ? 'VERIFIER_VERIFIED' : 'VERIFIER_NOT_VERIFIED'),
    ),
    ...(report.sandbox
      ? [element('p', { class: 'sandbox', 'data-sandbox': 'true' }, t('VERIFIER_SANDBOX_NOTE'))]
      : []),
    element('ul', { class: 'lines' }, ...report.lines.map(lineItem)),
  );
}

function verify(text: string): void {
  lastAnswer = checkProofText(text.trim());
  renderAnswer();
  byId<HTMLDivElement>('result').focus();
}

function start(): void {
  const select = byId<HTMLSelectElement>('language');
  for (const option of LANGUAGES) select.append(element('option', { value: option }, option.toUpperCase()));
  select.value = language;
  select.addEventListener('change', () => {
    language = LANGUAGES.find((option) => option === select.value) ?? 'en';
    applyTexts();
  });
  byId<HTMLFormElement>('form').addEventListener('submit', (event) => {
    event.preventDefault();
    verify(byId<HTMLTextAreaElement>('proof').value);
  });
  byId<HTMLInputElement>('file').addEventListener('change', (event) => {
    const file = (event.currentTarget as HTMLInputElement).files?.[0];
    if (!file) return;
    void file.text().then((content) => {
      byId<HTMLTextAreaElement>('proof').value = content;
      verify(content);
    });
  });
  applyTexts();
}

start();
