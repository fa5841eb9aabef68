import type { AdminDashboard } from '@/api/queries/admin-dashboard';
import { anAdminDashboard } from '../../fixtures/admin-dashboard';
import { contract, envelope } from '../contract';

// Tag `admin`, the dashboard: GET /admin/dashboard answered with the figures a test gives (an
// administrator's by default). A test that needs a refusal writes its own with `contract`.

export const adminDashboardHandlers = {
  /** GET /admin/dashboard. */
  dashboard: (dashboard: AdminDashboard = anAdminDashboard()) =>
    contract.get('/admin/dashboard', () => envelope(dashboard)),
};
