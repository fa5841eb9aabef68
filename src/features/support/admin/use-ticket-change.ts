import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportKeys, updateTicket, type TicketUpdateRequest } from '@/api/queries/support';
import { failureMessage } from '@/components/form/form-failure';

/**
 * Saves one change of a ticket (its status, priority or assignee) for a control of the side panel:
 * the answer becomes the ticket on screen, and the lists and statistics are read again. The control
 * shows its own outcome ("Saved", or the server's reason), so the app shows no toast for it.
 */
export function useTicketChange(ticketId: string) {
  const { i18n } = useLingui();
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
    ? failureMessage(change.error, msg`The change could not be saved. Try again.`, i18n)
    : null;
  return { save: change.mutate, saving: change.isPending, saved: change.isSuccess, failure };
}
