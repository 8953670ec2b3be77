import { Camera, Fingerprint, HeartCrack, MessageCircleHeart, ShieldCheck, Users } from 'lucide-react';
import type { ServiceKey } from '#app/lib/services.ts';

const ICONS = {
  'fake-profile': ShieldCheck,
  'image-check': Camera,
  'social-media': Users,
  'dating-app': MessageCircleHeart,
  'romance-scam': HeartCrack,
  'identity-theft': Fingerprint,
} satisfies Record<ServiceKey, unknown>;

export function ServiceIcon({ service, className }: { service: ServiceKey; className?: string }) {
  const Icon = ICONS[service];
  return <Icon aria-hidden="true" className={className} />;
}
