// Next's defaults, with the project as Turbopack's root so the app resolves the project's node_modules.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const config = { turbopack: { root: projectRoot } };

export default config;
