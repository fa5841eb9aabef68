import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { supportKeys, updateTicket, type Ticket, type TicketUpdateRequest } from '@/api/queries/support';

/** The server's reason: a 422's message on the field when there is one, which says more than its summary. */
function reasonOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const onField = Object.values(error.errors).flat()[0];
  return onField ?? (error.message || null);
}

/**
 * Runs one change of a ticket (close, reopen, priority): busy while it runs, the server's reason when it
 * fails. The answer becomes the ticket; the lists and statistics, which count statuses, are marked stale.
 */
export function useTicketUpdate(ticketId: string) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(body: TicketUpdateRequest): Promise<boolean> {
    setBusy(true);
    setFailure(null);
    try {
      const updated = await updateTicket(ticketId, body);
      // The contract answers with the messages; should a server leave them out, the thread keeps its own.
      queryClient.setQueryData<Ticket>(supportKeys.detail(ticketId), (shown) => ({
        ...updated,
        messages: updated.messages ?? shown?.messages,
      }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: supportKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: [...supportKeys.all, 'statistics'] }),
      ]);
      return true;
    } catch (error) {
      setFailure(reasonOf(error) ?? t`Something went wrong. Try again.`);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, failure, run, clearFailure: () => setFailure(null) };
}
