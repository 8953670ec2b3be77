// The shapes of the report's guide (report-next-steps.ts): the case's facts about its reader and the
// money, the blocks and sections, and the small rules both the guide and the evidence pack ask.
import type { Outcome, Verdict } from '#app/lib/findings.ts';
import { type PlatformGuide, platformGuidesFor } from './report-guides.ts';
import type { PoliceStation } from './report-police.ts';

/** What the case tells about its reader and the money, as the checkout stored it. */
export interface ReaderFacts {
  verdict: Verdict;
  outcome: Outcome;
  /** 'relative': the buyer ordered for someone else; null: an order placed before the question (read as 'self'). */
  orderedFor: string | null;
  /** A Land code, 'abroad', or null (not asked). */
  residence: string | null;
  /** Payment keys of checkout step 4; empty: not asked. */
  payments: readonly string[];
  /** The platforms the customer named in the checkout (option names). */
  platforms: readonly string[];
  targetName: string;
  targetUsername: string | null;
  targetProfileUrl: string | null;
  targetEmail: string | null;
  targetPhone: string | null;
  /** Findings (Fundstellen) of the report and their screenshots. */
  hitCount: number;
  screenshotCount: number;
  /** The research steps done, in the service's order. */
  stepsDone: readonly { label: string; date: Date | null; sources: string }[];
}

export type GuideBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: readonly string[] }
  | { kind: 'subheading'; text: string }
  | { kind: 'link'; label: string; url: string }
  /** A text to copy as it is (a notice to a platform). */
  | { kind: 'quote'; text: string };

export type GuideSectionKey = 'first-step' | 'reader' | 'conversation' | 'police' | 'platforms' | 'no-hits-steps';

export interface GuideSection {
  key: GuideSectionKey;
  title: string;
  /** 'urgent': the first step after a fraud verdict, drawn as a band in the verdict's colour. */
  tone: 'urgent' | 'plain';
  blocks: GuideBlock[];
}

/** Where each section goes: before the findings (right under the verdict) or with the next steps. */
export interface ReportGuide {
  top: GuideSection[];
  /** "Keine Treffer": which steps found nothing; in place of the findings. Null when there are findings. */
  noHitsSteps: GuideSection | null;
  nextSteps: GuideSection[];
  /** True when the evidence pack carries the drafts for police, platform and bank. */
  drafts: boolean;
  /** Also the bank's letter (money paid by transfer, card or otherwise, or unknown). */
  bankDraft: boolean;
  station: PoliceStation | null;
  platformGuides: PlatformGuide[];
}

export const p = (text: string): GuideBlock => ({ kind: 'paragraph', text });
export const bullets = (items: readonly string[]): GuideBlock => ({ kind: 'bullets', items });

/** Payment answers after which a bank can be asked to act. */
export const BANK_PAYMENTS = ['transfer', 'card', 'other', 'unknown'];

export function isRelative(facts: Pick<ReaderFacts, 'orderedFor'>): boolean {
  return facts.orderedFor === 'relative';
}

/** Whether the evidence pack should hold a letter to the bank: money went (or may have gone) that a bank handled. */
export function wantsBankDraft(payments: readonly string[]): boolean {
  return payments.length === 0 || payments.some((key) => BANK_PAYMENTS.includes(key));
}

/** The platforms the profile lives on: the checkout's names and the profile's address, never a finding's. */
export function profilePlatforms(facts: Pick<ReaderFacts, 'platforms' | 'targetProfileUrl'>): PlatformGuide[] {
  return platformGuidesFor([...facts.platforms, ...(facts.targetProfileUrl ? [facts.targetProfileUrl] : [])]);
}
