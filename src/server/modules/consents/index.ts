// The consents module's front door (OPERATIONS §3, decision 0110): what a member agreed to. It sits just above auth,
// so the coach, the quiz and any mail that markets can ask before they keep or send anything.
export { memberConsents } from './schema';
export { consentsOf, hasHealthConsent, healthConsentGiven, mayMarketTo, recordConsent } from './service';
export { unsubscribeToken, unsubscribeTokenUser, unsubscribeUrl, withUnsubscribe } from './unsubscribe';
