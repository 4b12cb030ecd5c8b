import type {
  AnchoredData,
  BannerCarouselData,
  GameGridData,
  GameSummary,
  HotGamesData,
  NoticeMarqueeData,
} from '@casino/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { AppLink } from '../../lib/navigation/app-link';
import { useCategoryGames, useGameCategories } from '../api/game-catalogue';
import { useAudience } from '../audience';
import { useAsset, useDesign } from '../design-context';
import { CATEGORY_PARAM, useLobbyStore } from '../lobby-store';
import { defineDesignComponent } from '../registry-types';
import blocks from './blocks.module.css';
import { DesignIcon } from './design-icon';
import styles from './lobby-blocks.module.css';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Banner carousel: slides that advance on their own (not with reduced motion) and by their dots. */
export const bannerCarouselBlock = defineDesignComponent<BannerCarouselData>({
  name: 'BannerCarousel',
  slot: 'main',
  Component: function BannerCarousel({ data }) {
    const { t } = useTranslation();
    const [index, setIndex] = useState(0);
    const shows = useAudience();
    const asset = useAsset();
    const slides = data.slides.filter((slide) => shows(slide.audience));
    const count = slides.length;
    useEffect(() => {
      if (count < 2 || prefersReducedMotion()) return;
      const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), data.intervalMs);
      return () => window.clearInterval(timer);
    }, [count, data.intervalMs]);
    if (count === 0) return null;
    const shown = index % count;
    return (
      <section
        className={`${blocks.block} ${styles.carousel}`}
        aria-roledescription="carousel"
        data-testid="banner"
      >
        <div className={styles.track} style={{ transform: `translateX(-${shown * 100}%)` }}>
          {slides.map((slide, slideIndex) => (
            <div
              key={slide.title}
              className={styles.slide}
              style={{ background: `linear-gradient(120deg, ${slide.from}, ${slide.to})` }}
              aria-hidden={slideIndex !== shown}
            >
              <div className={styles.slideText}>
                <h2 className={styles.slideTitle}>{t(slide.title)}</h2>
                {slide.text ? <p className={styles.slideBody}>{t(slide.text)}</p> : null}
                {slide.cta ? (
                  <AppLink
                    link={slide.link}
                    className={styles.slideCta}
                    tabIndex={slideIndex === shown ? 0 : -1}
                  >
                    {t(slide.cta)}
                  </AppLink>
                ) : null}
              </div>
              {slide.image ? <img className={styles.slideArt} src={asset(slide.image)} alt="" /> : null}
            </div>
          ))}
        </div>
        {count > 1 ? (
          <div className={styles.dots}>
            {slides.map((slide, dotIndex) => (
              <button
                key={slide.title}
                type="button"
                className={styles.dot}
                aria-label={t('BANNER_SLIDE', { n: dotIndex + 1 })}
                aria-current={dotIndex === shown}
                onClick={() => setIndex(dotIndex)}
              />
            ))}
          </div>
        ) : null}
      </section>
    );
  },
});

/** Notice bar: the site's short notices scrolling by (still with reduced motion). */
export const noticeMarqueeBlock = defineDesignComponent<NoticeMarqueeData>({
  name: 'NoticeMarquee',
  slot: 'main',
  Component: function NoticeMarquee({ data }) {
    const { t } = useTranslation();
    if (data.messages.length === 0) return null;
    const text = data.messages.map((key) => t(key)).join('   •   ');
    return (
      <div className={`${blocks.block} ${styles.marquee}`} role="note" data-testid="notice-bar">
        <span className={styles.marqueeIcon}>
          <DesignIcon name="speaker" size={18} />
        </span>
        <div className={styles.marqueeViewport}>
          <p className={styles.marqueeText}>
            <span>{text}</span>
            <span aria-hidden="true">{text}</span>
          </p>
        </div>
      </div>
    );
  },
});

/** Category tabs: All Games first, then the server's categories; the grid follows the choice. */
export const categoryTabsBlock = defineDesignComponent<AnchoredData>({
  name: 'CategoryTabs',
  slot: 'main',
  Component: function CategoryTabs({ data }) {
    const { t } = useTranslation();
    const { theme } = useDesign();
    const categories = useGameCategories(theme.apiCdnKey);
    const selected = useLobbyStore((state) => state.categoryId);
    const select = useLobbyStore((state) => state.select);
    const tabs = useRef<HTMLDivElement>(null);
    const [params] = useSearchParams();
    const asked = params.get(CATEGORY_PARAM);
    // A category link (`/?category=01`, the side menu's) filters the grid and brings it into view.
    useEffect(() => {
      if (!asked) return;
      select(asked);
      tabs.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, [asked, select]);
    return (
      <div
        ref={tabs}
        id={data.anchor || undefined}
        className={styles.tabs}
        role="tablist"
        aria-label={t('GAME_CATEGORIES')}
        data-testid="category-tabs"
      >
        {(categories.data ?? []).map((category) => (
          <button
            key={category.id}
            type="button"
            role="tab"
            aria-selected={category.id === selected}
            className={styles.tabButton}
            onClick={() => select(category.id)}
            data-testid={`category-${category.id}`}
          >
            {category.icon ? (
              <img className={styles.tabIcon} src={category.icon} alt="" />
            ) : (
              <DesignIcon name="games" size={18} />
            )}
            {t(category.name)}
          </button>
        ))}
      </div>
    );
  },
});

/** The props of GameTile. */
interface GameTileProps {
  /** The game shown. */
  game: GameSummary;
  /** Larger tile for the hot row. */
  large?: boolean;
  /** Where the tile sits in its block: the first ones are on the first screen and load at once. */
  index: number;
}

/** Tiles from this position on wait until they scroll near the screen (loading="lazy"). */
const EAGER_TILES = 6;

/** One game: our own art, its name, a HOT badge; a link to the game. */
function GameTile({ game, large = false, index }: GameTileProps) {
  const { t } = useTranslation();
  return (
    <AppLink
      link={game.link}
      className={`${styles.tile} ${large ? styles.tileLarge : ''}`}
      data-testid={`game-tile-${game.id}`}
    >
      <img
        className={styles.tileArt}
        src={game.icon}
        alt=""
        loading={index < EAGER_TILES ? 'eager' : 'lazy'}
        fetchPriority={large && index < 2 ? 'high' : 'auto'}
        width={300}
        height={300}
      />
      {game.hot ? <span className={styles.hotBadge}>{t('HOT')}</span> : null}
      <span className={styles.tileName}>{t(game.name)}</span>
    </AppLink>
  );
}

/** Game grid of the selected category. */
export const gameGridBlock = defineDesignComponent<GameGridData>({
  name: 'GameGrid',
  slot: 'main',
  Component: function GameGrid({ data }) {
    const { t } = useTranslation();
    const { theme } = useDesign();
    const categoryId = useLobbyStore((state) => state.categoryId);
    const games = useCategoryGames(theme.apiCdnKey, categoryId);
    const style = {
      '--columns-mobile': String(data.columnsMobile),
      '--columns-pc': String(data.columnsPc),
    } as React.CSSProperties;
    return (
      <section className={blocks.block} aria-label={t('GAMES')} data-testid="game-grid">
        <div className={styles.grid} style={style}>
          {games.isPending
            ? Array.from({ length: data.columnsPc * 2 }, (_, index) => (
                <div key={index} className={styles.skeleton} />
              ))
            : (games.data ?? []).map((game, index) => <GameTile key={game.id} game={game} index={index} />)}
        </div>
      </section>
    );
  },
});

/** A row of the hot games, larger tiles, scrolling sideways on phones. */
export const hotGamesBlock = defineDesignComponent<HotGamesData>({
  name: 'HotGames',
  slot: 'main',
  Component: function HotGames({ data }) {
    const { t } = useTranslation();
    const { theme } = useDesign();
    const games = useCategoryGames(theme.apiCdnKey, '00');
    const hot = (games.data ?? []).filter((game) => game.hot);
    // While loading, the row keeps its place so nothing below it jumps when the tiles arrive.
    if (!games.isPending && hot.length === 0) return null;
    return (
      <section className={blocks.block} aria-labelledby="hot-games-title">
        <h2 id="hot-games-title" className={blocks.heading}>
          <span className={blocks.headingIcon}>
            <DesignIcon name="fire" />
          </span>
          {t(data.title)}
        </h2>
        <div className={styles.hotRow}>
          {games.isPending
            ? Array.from({ length: 5 }, (_, index) => <div key={index} className={styles.skeleton} />)
            : hot.map((game, index) => <GameTile key={game.id} game={game} index={index} large />)}
        </div>
      </section>
    );
  },
});
