// `npm run catalog:gaps`: prints the catalogue's API paths that the server does not serve yet, and their count.
// The installed add-ons, into the catalogue before anything reads it (installed/index.ts).
import '@yanye/installed';
import { ALL_API_PATHS } from '@yanye/catalog';
import { catalogGaps } from './gaps';

const gaps = catalogGaps();
for (const api of gaps) console.log(api);
console.log(`\n${gaps.length} of ${ALL_API_PATHS.size} catalogue API paths not served yet`);
