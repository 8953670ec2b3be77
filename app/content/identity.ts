import { identitatsdiebstahlStgb238 } from './identity/identitatsdiebstahl-stgb-238.ts';
import { identitatsdiebstahlStrafe } from './identity/identitatsdiebstahl-strafe.ts';
import { identitatsdiebstahlWerHaftet } from './identity/identitatsdiebstahl-wer-haftet.ts';
import { identitatsdiebstahlWieMerktManDas } from './identity/identitatsdiebstahl-wie-merkt-man-das.ts';
import { wasTunBeiIdentitatsdiebstahl } from './identity/was-tun-bei-identitatsdiebstahl.ts';
import type { LandingConfig } from './types.ts';

// Identity theft content. Law is cited only as decision record 015 allows
// (§ 202a, § 263, § 263a, § 269, § 238 StGB); every page that discusses law says it is
// general information, not legal advice. No penalty ranges are stated anywhere.

export { identityConversion } from './identity/conversion.ts';
export { identityHub } from './identity/hub.ts';

export const identityLandings: readonly LandingConfig[] = [
  identitatsdiebstahlWieMerktManDas,
  wasTunBeiIdentitatsdiebstahl,
  identitatsdiebstahlStgb238,
  identitatsdiebstahlStrafe,
  identitatsdiebstahlWerHaftet,
];
