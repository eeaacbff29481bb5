/**
 * @portal/page-kit: the building blocks every feature page is made of (forms and field groups,
 * the error-key → message map, query states, the records-page scaffold). Every feature may import
 * it; it imports no feature (tag `type:kit`, see eslint.config.mjs). README.md shows how a page uses them.
 */

// Errors: one map from every contract key and PlatformError kind to a translated message
export * from './lib/errors/constants/ERROR_MESSAGES';
export * from './lib/errors/constants/ERROR_KIND_MESSAGES';
export * from './lib/errors/hooks/useErrorMessage';
export * from './lib/errors/utils/errorKeyOf';

// Forms
export * from './lib/form/hooks/usePortalForm';
export * from './lib/form/components/FormStack';
export * from './lib/form/components/FormCard';
export * from './lib/form/components/FormAlert';
export * from './lib/form/components/FormRow';
export * from './lib/form/components/CheckboxField';
export * from './lib/form/components/LinkButton';
export * from './lib/form/utils/withoutEmpty';

// Field groups
export * from './lib/fields/components/MobileNumberField';
export * from './lib/fields/components/SmsCodeField';
export * from './lib/fields/components/PasswordField';
export * from './lib/fields/components/PaymentPasswordField';
export * from './lib/fields/components/AmountField';
export * from './lib/fields/hooks/useAmountSchema';
export * from './lib/fields/hooks/useMobileCodeShape';
export * from './lib/fields/utils/amountSchema';
export * from './lib/fields/utils/amountText';
export * from './lib/fields/constants/VERIFICATION_CODE_MAX_LENGTH';
export * from './lib/captcha/components/CaptchaField';
export * from './lib/country/components/DialCodeField';
export * from './lib/sms/components/SmsCodeButton';
export * from './lib/sms/hooks/useSmsSender';
export * from './lib/sms/utils/smsCountdownSeconds';

// Untrusted platform HTML (announcements, promotions, help, platform messages)
export * from './lib/html/components/SafeHtml';
export * from './lib/html/constants/EXTERNAL_LINK_REL';

// Password change form (forced change after login, security centre)
export * from './lib/password/components/ChangePasswordForm';

// Validation (server register rules → zod)
export * from './lib/validation/constants/FALLBACK_RULES';
export * from './lib/validation/hooks/useRuleMessages';
export * from './lib/validation/utils/checkRule';
export * from './lib/validation/utils/ruleMessages';
export * from './lib/validation/utils/ruleString';

// Timing
export * from './lib/timing/hooks/useCountdown';
export * from './lib/timing/hooks/useThrottledCallback';
export * from './lib/timing/constants/SMS_SEND_THROTTLE_MS';
export * from './lib/timing/constants/CAPTCHA_REFRESH_THROTTLE_MS';

// Language switch (side menu, security centre)
export * from './lib/language/hooks/useLanguageSwitch';

// Query states
export * from './lib/query/components/QueryState';
export * from './lib/query/components/StatePanel';
export * from './lib/query/utils/isEmptyData';

// Records pages
export * from './lib/records/components/RecordsPage';
export * from './lib/records/components/RecordsFilterBar';
export * from './lib/records/components/FilterSheet';
export * from './lib/records/hooks/useRecordsUrlState';
export * from './lib/records/constants/DATE_PRESETS';
export * from './lib/records/constants/RECORDS_MAX_DAYS';
export * from './lib/records/constants/RECORDS_DEFAULT_PRESET';
export * from './lib/records/constants/RECORDS_ALL';
export * from './lib/records/utils/presetRange';
export * from './lib/records/utils/dateRangeToTimestamps';
export * from './lib/records/utils/escapeCsvCell';
export * from './lib/records/utils/buildCsv';
export * from './lib/records/utils/fetchAllPages';
export * from './lib/records/utils/downloadCsv';

// Responsible gaming (the brand's risk warning and help lines)
export * from './lib/responsible-gaming/components/RiskWarning';
export * from './lib/responsible-gaming/components/HelpLines';
export * from './lib/responsible-gaming/utils/formatWhen';
export * from './lib/errors/utils/rgFailureOf';
export * from './lib/records/utils/selectedValue';

// Centres (member centre, agent centre): one machinery for the address, the lazy pages, the menu, the phone's screens.
// Every centre address is built here from a typed page id (memberCentreHref, agentCentreHref, the address hooks).
export * from './lib/centre/components/CentreOverlay';
export * from './lib/centre/components/CentreMenu';
export type { CentreAddress } from './lib/centre/hooks/useCentreAddress';
export * from './lib/centre/hooks/useMemberCentreAddress';
export * from './lib/centre/hooks/useAgentCentreAddress';
export * from './lib/centre/constants/MEMBER_CENTRE_PAGES';
export * from './lib/centre/constants/AGENT_CENTRE_PAGES';
export * from './lib/centre/utils/memberCentreHref';
export * from './lib/centre/utils/agentCentreHref';
export * from './lib/centre/types/CentreLocation';
export * from './lib/centre/types/CentreScreen';
export { addressOpensCentre } from './lib/centre/utils/centreStackState';
export * from './lib/centre/utils/centrePage';
export * from './lib/centre/utils/centreEntry';

// Tables' phone cards in the player's language
export * from './lib/table/components/TranslatedTableCardLabels';
export * from './lib/table/hooks/useTranslatedTableCardLabels';

// Sharing a link through the phone's share sheet
export * from './lib/share/components/ShareButton';
