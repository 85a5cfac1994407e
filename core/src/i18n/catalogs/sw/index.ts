// One language's catalog: every namespace of catalogs.ts, merged.
import commonCatalog from './common.json' with { type: 'json' };
import messagesCatalog from './messages.json' with { type: 'json' };
import publicCatalog from './public.json' with { type: 'json' };
import shellCatalog from './shell.json' with { type: 'json' };
import dashboardCatalog from './dashboard.json' with { type: 'json' };
import customersCatalog from './customers.json' with { type: 'json' };
import loansCatalog from './loans.json' with { type: 'json' };
import riskCatalog from './risk.json' with { type: 'json' };
import paymentsCatalog from './payments.json' with { type: 'json' };
import usersCatalog from './users.json' with { type: 'json' };
import organizationsCatalog from './organizations.json' with { type: 'json' };
import collectorsCatalog from './collectors.json' with { type: 'json' };
import collectionsCatalog from './collections.json' with { type: 'json' };
import approvalsCatalog from './approvals.json' with { type: 'json' };
import auditCatalog from './audit.json' with { type: 'json' };
import outboxCatalog from './outbox.json' with { type: 'json' };
import emailsCatalog from './emails.json' with { type: 'json' };
import riskPerformanceCatalog from './risk_performance.json' with { type: 'json' };
import enhancedRiskCatalog from './enhanced_risk.json' with { type: 'json' };
import auditIntegrityCatalog from './audit_integrity.json' with { type: 'json' };
import rbacCatalog from './rbac.json' with { type: 'json' };
import securityCatalog from './security.json' with { type: 'json' };
import profileCatalog from './profile.json' with { type: 'json' };
import settingsCatalog from './settings.json' with { type: 'json' };
import mfaCatalog from './mfa.json' with { type: 'json' };
import sessionsCatalog from './sessions.json' with { type: 'json' };
import emergencyCatalog from './emergency.json' with { type: 'json' };
import notificationsCatalog from './notifications.json' with { type: 'json' };
import reportsCatalog from './reports.json' with { type: 'json' };

export default {
  ...commonCatalog,
  ...messagesCatalog,
  ...publicCatalog,
  ...shellCatalog,
  ...dashboardCatalog,
  ...customersCatalog,
  ...loansCatalog,
  ...riskCatalog,
  ...paymentsCatalog,
  ...usersCatalog,
  ...organizationsCatalog,
  ...collectorsCatalog,
  ...collectionsCatalog,
  ...approvalsCatalog,
  ...auditCatalog,
  ...outboxCatalog,
  ...emailsCatalog,
  ...riskPerformanceCatalog,
  ...enhancedRiskCatalog,
  ...auditIntegrityCatalog,
  ...rbacCatalog,
  ...securityCatalog,
  ...profileCatalog,
  ...settingsCatalog,
  ...mfaCatalog,
  ...sessionsCatalog,
  ...emergencyCatalog,
  ...notificationsCatalog,
  ...reportsCatalog,
};
