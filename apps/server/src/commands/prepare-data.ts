// Makes a new embedded data directory ready (a copy of the migrated template) before the server starts:
// `npm start` runs this while the web app builds. Nothing to do on PostgreSQL or an existing directory.
import { loadConfig } from '../platform/config.ts';
import { prepareEmbeddedDatabase } from '../db/client.ts';

const config = loadConfig();
if (!config.DATABASE_URL) await prepareEmbeddedDatabase(config.DATA_DIR);
