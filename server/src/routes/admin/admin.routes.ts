import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { permissionHandlers } from './access/permissions.handlers.ts';
import { roleAssignmentHandlers } from './access/role-assignment.handlers.ts';
import { roleHandlers } from './access/roles.handlers.ts';
import { adminActivityHandlers } from './activity/admin-activity.handlers.ts';
import { adminBackupHandlers } from './backups/admin-backups.handlers.ts';
import { adminDashboardHandlers } from './dashboard/admin-dashboard.handlers.ts';
import { adminPaymentReadHandlers } from './payments/admin-payment-reads.handlers.ts';
import { adminPaymentWriteHandlers } from './payments/admin-payment-writes.handlers.ts';
import { adminDomainActionHandlers } from './domains/admin-domain-actions.handlers.ts';
import { adminDomainBulkHandlers } from './domains/admin-domain-bulk.handlers.ts';
import { adminDomainReadHandlers } from './domains/admin-domain-reads.handlers.ts';
import { adminDomainWriteHandlers } from './domains/admin-domain-writes.handlers.ts';
import { adminLanguageHandlers } from './languages/admin-languages.handlers.ts';
import { adminLanguageTranslationHandlers } from './languages/admin-language-translations.handlers.ts';
import { adminMailTemplateReadHandlers } from './mail-templates/admin-mail-template-reads.handlers.ts';
import { adminMailTemplateRenderHandlers } from './mail-templates/admin-mail-template-render.handlers.ts';
import { adminMailTemplateWriteHandlers } from './mail-templates/admin-mail-template-writes.handlers.ts';
import { adminPageHandlers } from './pages/admin-pages.handlers.ts';
import { adminSystemLogHandlers } from './system/admin-system-logs.handlers.ts';
import { adminSystemHandlers } from './system/admin-system.handlers.ts';
import { adminFeatureHandlers } from './plans/admin-features.handlers.ts';
import { adminPlanReadHandlers } from './plans/admin-plan-reads.handlers.ts';
import { adminPlanWriteHandlers } from './plans/admin-plan-writes.handlers.ts';
import { adminQueueReadHandlers } from './queues/admin-queue-reads.handlers.ts';
import { adminQueueWriteHandlers } from './queues/admin-queue-writes.handlers.ts';
import { adminSettingsHandlers } from './settings/admin-settings.handlers.ts';
import { adminUserConsoleHandlers } from './users/admin-user-console.handlers.ts';
import { adminUserReadHandlers } from './users/admin-user-reads.handlers.ts';
import { adminUserStatusHandlers } from './users/admin-user-status.handlers.ts';
import { adminUserWriteHandlers } from './users/admin-user-writes.handlers.ts';

/**
 * The staff's operations (the `admin` tag). Each is checked against its `x-permission` before its
 * handler runs (api/require-staff.ts); the ones not here answer 501 until their issue lands.
 */
export function adminHandlers(context: AppContext): Handlers {
  return {
    ...adminUserReadHandlers(context),
    ...adminUserWriteHandlers(context),
    ...adminUserStatusHandlers(context),
    ...adminUserConsoleHandlers(context),
    ...roleHandlers(context),
    ...permissionHandlers(context),
    ...roleAssignmentHandlers(context),
    ...adminActivityHandlers(context),
    ...adminBackupHandlers(context),
    ...adminDashboardHandlers(context),
    ...adminPaymentReadHandlers(context),
    ...adminPaymentWriteHandlers(context),
    ...adminDomainReadHandlers(context),
    ...adminDomainWriteHandlers(context),
    ...adminDomainActionHandlers(context),
    ...adminDomainBulkHandlers(context),
    ...adminPlanReadHandlers(context),
    ...adminPlanWriteHandlers(context),
    ...adminFeatureHandlers(context),
    ...adminMailTemplateReadHandlers(context),
    ...adminMailTemplateWriteHandlers(context),
    ...adminMailTemplateRenderHandlers(context),
    ...adminPageHandlers(context),
    ...adminLanguageHandlers(context),
    ...adminLanguageTranslationHandlers(context),
    ...adminQueueReadHandlers(context),
    ...adminQueueWriteHandlers(context),
    ...adminSystemHandlers(context),
    ...adminSystemLogHandlers(context),
    ...adminSettingsHandlers(context),
  };
}
