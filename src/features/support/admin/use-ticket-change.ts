import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { supportKeys, updateTicket, type TicketUpdateRequest } from '@/api/queries/support';

/**
 * Saves one change of a ticket (its status, priority or assignee) for a control of the side panel:
 * the answer becomes the ticket on screen, and the lists and statistics are read again. The control
 * shows its own outcome ("Saved", or the server's reason), so the app shows no toast for it.
 */
export function useTicketChange(ticketId: string) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (body: TicketUpdateRequest) => updateTicket(ticketId, body),
    meta: { showsError: true },
    onSuccess: async (ticket) => {
      queryClient.setQueryData(supportKeys.detail(ticketId), ticket);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: supportKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: [...supportKeys.all, 'statistics'] }),
      ]);
    },
  });
  const failure = change.isError
    ? isApiError(change.error) && change.error.message
      ? change.error.message
      : t`The change could not be saved. Try again.`
    : null;
  return { save: change.mutate, saving: change.isPending, saved: change.isSuccess, failure };
}
