import type { AnchoredData, ArticlesData, FaqData, PromotionsData } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

import { formatShorthand } from '../../lib/i18n/format-number';
import { AppLink } from '../../lib/navigation/app-link';
import { useStartupSettings } from '../../lib/site/use-startup-settings';
import { useAudience } from '../audience';
import { useAsset, useDesign } from '../design-context';
import { defineDesignComponent } from '../registry-types';
import blocks from './blocks.module.css';
import styles from './content-blocks.module.css';
import { DesignIcon } from './design-icon';

/** Promotions: cards with an accent colour, each following its link. */
export const promotionsBlock = defineDesignComponent<PromotionsData>({
  name: 'Promotions',
  slot: 'main',
  Component: function Promotions({ data }) {
    const { t } = useTranslation();
    const shows = useAudience();
    const items = data.items.filter((promotion) => shows(promotion.audience));
    if (items.length === 0) return null;
    return (
      <section
        id={data.anchor || undefined}
        className={`${blocks.block} ${styles.anchored}`}
        aria-labelledby="promotions-title"
      >
        <h2 id="promotions-title" className={blocks.heading}>
          <span className={blocks.headingIcon}>
            <DesignIcon name="gift" />
          </span>
          {t(data.title)}
        </h2>
        <div className={styles.cards}>
          {items.map((promotion) => (
            <article
              key={promotion.title}
              className={`${blocks.card} ${styles.promotion}`}
              style={{ '--accent': promotion.accent } as React.CSSProperties}
            >
              <h3 className={styles.cardTitle}>{t(promotion.title)}</h3>
              <p className={styles.cardText}>{t(promotion.text)}</p>
              <AppLink link={promotion.link} className={styles.cardAction}>
                {t('LEARN_MORE')}
                <DesignIcon name="chevron" size={16} />
              </AppLink>
            </article>
          ))}
        </div>
      </section>
    );
  },
});

/** Articles of the theme: guides and news, image and summary. */
export const articlesBlock = defineDesignComponent<ArticlesData>({
  name: 'Articles',
  slot: 'main',
  Component: function Articles({ data }) {
    const { t } = useTranslation();
    const { theme } = useDesign();
    const asset = useAsset();
    const shows = useAudience();
    const articles = theme.articles.filter((article) => shows(article.audience));
    if (articles.length === 0) return null;
    return (
      <section className={blocks.block} aria-labelledby="articles-title">
        <h2 id="articles-title" className={blocks.heading}>
          <span className={blocks.headingIcon}>
            <DesignIcon name="help" />
          </span>
          {t(data.title)}
        </h2>
        <div className={styles.cards}>
          {articles.map((article) => (
            <AppLink key={article.id} link={article.link} className={`${blocks.card} ${styles.article}`}>
              {article.image ? (
                <img className={styles.articleImage} src={asset(article.image)} alt="" loading="lazy" />
              ) : null}
              <span className={styles.articleBody}>
                <span className={styles.cardTitle}>{t(article.title)}</span>
                <span className={styles.cardText}>{t(article.summary)}</span>
              </span>
            </AppLink>
          ))}
        </div>
      </section>
    );
  },
});

/** Registered players and winners, counted by the server; hidden unless the operator shows them (both 0). */
export const brandCountersBlock = defineDesignComponent({
  name: 'BrandCounters',
  slot: 'main',
  Component: function BrandCounters() {
    const { t, i18n } = useTranslation();
    const startup = useStartupSettings();
    const brand = startup.data?.brand;
    if (!brand || (brand.players === 0 && brand.winners === 0)) return null;
    const counters = [
      { key: 'players', icon: 'users', label: 'BRAND_PLAYERS', value: brand.players },
      { key: 'winners', icon: 'trophy', label: 'BRAND_WINNERS', value: brand.winners },
    ];
    return (
      <section
        className={`${blocks.block} ${styles.counters}`}
        aria-label={t('BRAND_COUNTERS')}
        data-testid="brand-counters"
      >
        {counters.map((counter) => (
          <div key={counter.key} className={`${blocks.card} ${styles.counter}`}>
            <span className={styles.counterIcon}>
              <DesignIcon name={counter.icon} size={26} />
            </span>
            <span>
              <strong className={styles.counterValue} data-testid={`brand-${counter.key}`}>
                {formatShorthand(counter.value, i18n.language, t)}
              </strong>
              <span className={styles.counterLabel}>{t(counter.label)}</span>
            </span>
          </div>
        ))}
      </section>
    );
  },
});

const TRUST_POINTS = [
  { icon: 'shield', title: 'TRUST_FAIR_TITLE', text: 'TRUST_FAIR_TEXT' },
  { icon: 'lock', title: 'TRUST_SECURE_TITLE', text: 'TRUST_SECURE_TEXT' },
  { icon: 'bolt', title: 'TRUST_FAST_TITLE', text: 'TRUST_FAST_TEXT' },
];

/** Why players can trust the site: fairness, account security, instant results. */
export const trustBadgesBlock = defineDesignComponent({
  name: 'TrustBadges',
  slot: 'main',
  Component: function TrustBadges() {
    const { t } = useTranslation();
    return (
      <section className={`${blocks.block} ${styles.trust}`} aria-label={t('TRUST_TITLE')}>
        {TRUST_POINTS.map((point) => (
          <div key={point.title} className={styles.trustPoint}>
            <span className={styles.trustIcon}>
              <DesignIcon name={point.icon} size={24} />
            </span>
            <span>
              <strong className={styles.trustTitle}>{t(point.title)}</strong>
              <span className={styles.cardText}>{t(point.text)}</span>
            </span>
          </div>
        ))}
      </section>
    );
  },
});

/** The payment methods of the recharge channels open to the visitor's currency, as plain badges. */
export const paymentMethodsBlock = defineDesignComponent({
  name: 'PaymentMethods',
  slot: 'main',
  Component: function PaymentMethods() {
    const { t } = useTranslation();
    const methods = useStartupSettings().data?.paymentMethods ?? [];
    if (methods.length === 0) return null;
    return (
      <section className={blocks.block} aria-labelledby="payments-title">
        <h2 id="payments-title" className={styles.smallHeading}>
          {t('PAYMENT_METHODS')}
        </h2>
        <ul className={styles.methods}>
          {methods.map((method) => (
            <li key={method} className={styles.method} data-testid="payment-method">
              {method}
            </li>
          ))}
        </ul>
      </section>
    );
  },
});

/** Frequently asked questions, each a disclosure. */
export const faqBlock = defineDesignComponent<FaqData>({
  name: 'Faq',
  slot: 'main',
  Component: function Faq({ data }) {
    const { t } = useTranslation();
    if (data.items.length === 0) return null;
    return (
      <section
        id={data.anchor || undefined}
        className={`${blocks.block} ${styles.anchored}`}
        aria-labelledby="faq-title"
      >
        <h2 id="faq-title" className={blocks.heading}>
          <span className={blocks.headingIcon}>
            <DesignIcon name="help" />
          </span>
          {t('FAQ_TITLE')}
        </h2>
        <div className={`${blocks.card} ${styles.faq}`}>
          {data.items.map((key) => (
            <details key={key} className={styles.question}>
              <summary>{t(`${key}_Q`)}</summary>
              <p className={styles.cardText}>{t(`${key}_A`)}</p>
            </details>
          ))}
        </div>
      </section>
    );
  },
});

/** Responsible gaming: 18+ only, play for fun, where to get help. */
export const responsibleGamingBlock = defineDesignComponent<AnchoredData>({
  name: 'ResponsibleGaming',
  slot: 'main',
  Component: function ResponsibleGaming({ data }) {
    const { t } = useTranslation();
    return (
      <section
        id={data.anchor || undefined}
        className={`${blocks.block} ${blocks.card} ${styles.responsible} ${styles.anchored}`}
        aria-labelledby="responsible-title"
      >
        <span className={styles.ageMark} aria-hidden="true">
          18+
        </span>
        <div>
          <h2 id="responsible-title" className={styles.cardTitle}>
            {t('RESPONSIBLE_TITLE')}
          </h2>
          <p className={styles.cardText}>{t('RESPONSIBLE_TEXT')}</p>
        </div>
      </section>
    );
  },
});
