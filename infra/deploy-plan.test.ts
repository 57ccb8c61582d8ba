import { describe, expect, it } from 'vitest';
import {
  contextArguments,
  missingSettings,
  needsSiteOrigin,
  parseDeployArguments,
  siteUrlOutput,
  testingPlan,
} from './deploy-plan';

describe('npm run deploy arguments', () => {
  it('takes context values in each CDK spelling and passes the rest on', () => {
    expect(
      parseDeployArguments([
        '-c',
        'adminEmails=me@example.com,you@example.com',
        '--context',
        'authDomainPrefix=our-pool',
        '--context=mailFrom=Pool <pool@example.com>',
        '--profile',
        'pool',
      ]),
    ).toEqual({
      context: {
        adminEmails: 'me@example.com,you@example.com',
        authDomainPrefix: 'our-pool',
        mailFrom: 'Pool <pool@example.com>',
      },
      passThrough: ['--profile', 'pool'],
    });
  });

  it('keeps an = inside a value and refuses a value without a key', () => {
    expect(parseDeployArguments(['-c', 'siteOrigin=https://a.example?x=1']).context.siteOrigin).toBe(
      'https://a.example?x=1',
    );
    expect(() => parseDeployArguments(['-c', '=oops'])).toThrow(/key=value/);
    expect(() => parseDeployArguments(['-c'])).toThrow(/needs key=value/);
  });

  it('names what a pool cannot run without', () => {
    expect(missingSettings({})).toEqual([
      expect.stringMatching(/^adminEmails/),
      expect.stringMatching(/^authDomainPrefix/),
    ]);
    expect(missingSettings({ adminEmails: 'me@example.com', authDomainPrefix: 'our-pool' })).toEqual([]);
    expect(missingSettings({ adminEmails: ' ', authDomainPrefix: 'our-pool' })).toHaveLength(1);
  });

  it('learns the site origin only when neither it nor a custom domain is known', () => {
    expect(needsSiteOrigin({})).toBe(true);
    expect(needsSiteOrigin({ siteOrigin: 'https://d1.cloudfront.net' })).toBe(false);
    expect(needsSiteOrigin({ domainName: 'pool.example.org' })).toBe(false);
  });

  it('turns settings back into context arguments', () => {
    expect(contextArguments({ adminEmails: 'me@example.com', poolSeason: '2025' })).toEqual([
      '-c',
      'adminEmails=me@example.com',
      '-c',
      'poolSeason=2025',
    ]);
  });

  it("reads the stack's SiteUrl output", () => {
    const outputs = { NflPool: { SiteUrl: 'https://d111.cloudfront.net', TableName: 't' } };
    expect(siteUrlOutput(outputs, 'NflPool')).toBe('https://d111.cloudfront.net');
    expect(() => siteUrlOutput(outputs, 'Other')).toThrow(/no SiteUrl/);
    expect(() => siteUrlOutput({ NflPool: { SiteUrl: 'http://x' } }, 'NflPool')).toThrow(/no SiteUrl/);
  });

  it('says whether testing is on: off unless the settings say on', () => {
    expect(testingPlan({})).toMatch(/^Testing: off\. .*-c testing=on/);
    expect(testingPlan({ testing: 'off' })).toMatch(/^Testing: off\./);
    expect(testingPlan({ testing: 'on' })).toMatch(/^Testing: ON\. .*POOL_NOW/);
  });
});
