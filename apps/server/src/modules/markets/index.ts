// The public face of the markets module: other modules import only what this file exports.

export { marketProfiles } from './markets.tables.ts';
