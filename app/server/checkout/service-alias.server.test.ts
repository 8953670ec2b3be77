import { describe, expect, it } from 'vitest';
import { conversions, hubs, landingConfigs, salesPages } from '#app/content/site.ts';
import { resolveService } from './service-alias.server.ts';

describe('resolveService (docs/product.md §2)', () => {
  it('names the six services and falls back to the general check', () => {
    expect(resolveService('dating-app')).toEqual({
      caseType: 'dating-app',
      name: 'Dating-App-Check',
      source: 'dating-app',
    });
    expect(resolveService('identity-theft').name).toBe('Identitätsdiebstahl-Check');
    expect(resolveService(undefined)).toEqual({ caseType: 'general', name: 'Allgemeine Prüfung', source: null });
    expect(resolveService('irgendwas').caseType).toBe('general');
    expect(resolveService('irgendwas').source).toBe('irgendwas');
  });

  it('maps the values the spec lists for pages', () => {
    expect(resolveService('dating-app-schutz').caseType).toBe('dating-app');
    expect(resolveService('identitatsdiebstahl-hub').caseType).toBe('identity-theft');
    expect(resolveService('fake-profil-facebook-herausfinden').caseType).toBe('social-media');
    expect(resolveService('bilder-analyse-hub').caseType).toBe('image-check');
  });

  it('maps every page’s own parameter to the page’s service', () => {
    for (const config of landingConfigs)
      expect(resolveService(config.service).caseType, config.slug).toBe(config.category);
    for (const page of [...hubs, ...conversions, ...salesPages]) {
      expect(resolveService(page.service).caseType, page.slug).toBe(page.serviceKey);
    }
    expect(resolveService('facebook-liebesbetrüger').caseType).toBe('romance-scam');
  });
});
