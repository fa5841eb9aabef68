import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  configureTrackingDomain,
  createTrackingDomain,
  deleteTrackingDomain,
  domainKeys,
  domainQueries,
  verifyTrackingDomain,
} from '@/api/queries/domains';
import { AUTO_VERIFY_AFTER_MS, dueForVerify, keepsPolling, STATUS_POLL_MS } from './tracking-progress';

/**
 * The setup of one domain's tracking subdomain: its status, asked again every few seconds while a step
 * is pending and the tab is visible (TanStack Query pauses `refetchInterval` in a hidden tab), and the
 * calls that move it on. Each call refreshes the domain's family, its tracking-domain lists and the
 * domain lists that embed the subdomain.
 */
export function useTrackingSetup(domainId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const status = useQuery({
    ...domainQueries.trackingStatus(domainId),
    enabled,
    refetchInterval: (query) => (keepsPolling(query.state.data) ? STATUS_POLL_MS : false),
  });

  async function refresh() {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: domainKeys.one(domainId) }),
      queryClient.invalidateQueries({ queryKey: domainKeys.trackingLists() }),
      queryClient.invalidateQueries({ queryKey: domainKeys.lists() }),
    ]);
  }

  const create = useMutation({
    mutationFn: (hostname: string) => createTrackingDomain(domainId, hostname),
    meta: { showsError: true },
    onSuccess: refresh,
  });
  const verify = useMutation({ mutationFn: () => verifyTrackingDomain(domainId), onSettled: refresh });
  // The screen's own checks fail quietly (a 429 when the owner pressed Verify too, a network blip): the
  // next one is seconds away.
  const autoVerify = useMutation({
    mutationFn: () => verifyTrackingDomain(domainId),
    meta: { showsError: true },
    onSettled: refresh,
  });
  const configure = useMutation({ mutationFn: () => configureTrackingDomain(domainId), onSettled: refresh });
  const remove = useMutation({
    mutationFn: () => deleteTrackingDomain(domainId),
    meta: { showsError: true },
    onSuccess: async () => {
      // The subdomain is gone: the screen shows the form again without asking for its status first.
      queryClient.setQueryData(domainKeys.tracking(domainId), null);
      queryClient.removeQueries({ queryKey: domainKeys.trackingStatus(domainId) });
      queryClient.removeQueries({ queryKey: domainKeys.verificationData(domainId) });
      await refresh();
    },
  });

  useAutoVerify(status.data, () => autoVerify.mutate(), verify.isPending || autoVerify.isPending);

  return { status, create, verify, configure, remove };
}

/**
 * While the CNAME record is not in place, asks the server to look it up again now and then (see
 * AUTO_VERIFY_AFTER_MS), only while the tab is visible and no check is under way, so the screen moves on
 * by itself once the record appears.
 */
function useAutoVerify(progress: Parameters<typeof dueForVerify>[0], run: () => void, busy: boolean) {
  const latest = useRef({ progress, run, busy });
  const lastRun = useRef(0);
  useEffect(() => {
    latest.current = { progress, run, busy };
  });
  useEffect(() => {
    const timer = setInterval(() => {
      const now = Date.now();
      const { progress: current, run: start, busy: running } = latest.current;
      if (running || document.visibilityState === 'hidden') return;
      if (now - lastRun.current < AUTO_VERIFY_AFTER_MS || !dueForVerify(current, now)) return;
      lastRun.current = now;
      start();
    }, STATUS_POLL_MS / 5);
    return () => clearInterval(timer);
  }, []);
}
