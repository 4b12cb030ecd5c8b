import { createHash } from 'node:crypto';

import { ALL_GAMES_CATEGORY, type GameCategory, type GameSummary } from '@casino/contracts';

import type { Db } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import { listCategories, listGames } from './games.repo.ts';
import { gameArtPath } from './game-art.ts';

interface Catalogue {
  categories: GameCategory[];
  games: GameSummary[];
  cacheKey: string;
}

/** How a lobby tile opens its game: lottery rooms and the rest through their special link strings. */
function linkOf(id: string, type: string): string {
  return type === 'lottery' ? `#lottery=${id}` : `#gameId=${id}`;
}

/**
 * The lobby's game catalogue, read from the database and kept in memory (it changes only when an
 * operator edits it, then `refresh` runs). Its content hash is part of the cached static reads' key.
 */
export class GameCatalogueService {
  private catalogue: Catalogue = { categories: [], games: [], cacheKey: 'empty' };

  constructor(private readonly db: Db) {}

  async refresh(): Promise<void> {
    const [categoryRows, gameRows] = await Promise.all([listCategories(this.db), listGames(this.db)]);
    const categories = categoryRows.map((row) => ({
      id: row.id,
      name: row.name,
      icon: row.icon,
      type: row.type,
      directlyPlay: row.directlyPlay,
    }));
    const games = gameRows.map((row) => ({
      id: row.id,
      name: row.name,
      categoryId: row.categoryId,
      type: row.type,
      directlyPlay: row.directlyPlay,
      hot: row.hot,
      icon: gameArtPath(row.id),
      link: linkOf(row.id, row.type),
    }));
    const cacheKey = createHash('sha256')
      .update(JSON.stringify({ categories, games }))
      .digest('hex')
      .slice(0, 16);
    this.catalogue = { categories, games, cacheKey };
  }

  get cacheKey(): string {
    return this.catalogue.cacheKey;
  }

  /** The language-pack key of a game's name, or undefined for a game not in the catalogue. */
  gameName(gameId: string): string | undefined {
    return this.catalogue.games.find((game) => game.id === gameId)?.name;
  }

  /** GET /game/game_category_list: the categories as stored (the client adds All Games when missing). */
  categories(): GameCategory[] {
    return this.catalogue.categories;
  }

  /** GET …/game/category_page/{id}: the games of one category; `00` (All Games) lists every game. */
  categoryPage(id: string): { content: GameSummary[]; totalElements: number } {
    const known = id === ALL_GAMES_CATEGORY.id || this.catalogue.categories.some((c) => c.id === id);
    if (!known) throw new ApiError('NOT_FOUND', { httpStatus: 404 });
    const content =
      id === ALL_GAMES_CATEGORY.id
        ? this.catalogue.games
        : this.catalogue.games.filter((game) => game.categoryId === id);
    return { content, totalElements: content.length };
  }
}
