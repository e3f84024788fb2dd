import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One models folder shared by the tests that need an embedding model but do not test its loading,
 * so the static table is built once per machine (and then read from its cache) instead of in
 * every test's fresh config folder.
 */
export const TEST_MODELS_DIR = join(tmpdir(), 'temporal-journal-test-models');
