// `npm run bench:fingerprint-calibration`: the fingerprint's full calibration (issue 13) on 60
// generated photos, 1200×900: each against its resized, re-compressed and cropped variants, and
// the 1770 pairs of unrelated photos against each other. Its figures are where MATCH_THRESHOLD
// comes from; the unit test (app/server/casework/fingerprint.server.test.ts) checks the same
// thresholds on a few photos on every change. Exits 1 when a promise is not met:
// the promised variants within MATCH_THRESHOLD − MARGIN, 3 % off one side within MATCH_THRESHOLD,
// no unrelated pair within MATCH_THRESHOLD + MARGIN. BENCH_PHOTOS=n measures n photos instead.
import { loadavg } from 'node:os';
import { MATCH_THRESHOLD } from '../app/server/casework/fingerprint.server.ts';
import {
  CALIBRATION_PHOTOS,
  MARGIN,
  measurePhotos,
  unrelatedFigures,
  variantFigures,
} from '../tests/support/fingerprint-calibration.ts';

const count = Number(process.env.BENCH_PHOTOS ?? CALIBRATION_PHOTOS);
const started = performance.now();
const photos = await measurePhotos(count);
const seconds = (performance.now() - started) / 1000;
const variantsMeasured = variantFigures(photos);
const unrelated = unrelatedFigures(photos);

console.info(
  `\nbench:fingerprint-calibration — ${count} photos, threshold ${MATCH_THRESHOLD}, margin ${MARGIN}; ` +
    `measured in ${seconds.toFixed(1)} s, load average ${loadavg()[0]?.toFixed(2)}\n`,
);
console.info(variantsMeasured.report);
console.info(unrelated.report);

const checks = [
  {
    what: `promised variants within ${MATCH_THRESHOLD - MARGIN}`,
    met: variantsMeasured.worst <= MATCH_THRESHOLD - MARGIN,
    got: variantsMeasured.worst,
  },
  {
    what: `3 % off one side within ${MATCH_THRESHOLD}`,
    met: variantsMeasured.worstBetween <= MATCH_THRESHOLD,
    got: variantsMeasured.worstBetween,
  },
  {
    what: `unrelated pairs at ${MATCH_THRESHOLD + MARGIN} or more`,
    met: unrelated.matches === 0 && unrelated.closest >= MATCH_THRESHOLD + MARGIN,
    got: unrelated.closest,
  },
];
console.info('');
for (const check of checks) console.info(`${check.met ? 'met' : 'NOT MET'}: ${check.what} (measured ${check.got})`);
if (checks.some((check) => !check.met)) process.exitCode = 1;
