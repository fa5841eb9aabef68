import { notFound } from '@tanstack/react-router';
import { isApiError } from '@/api/api-error';

/**
 * Waits for a route's read; the API's 404 (another user's record, or one that does not exist: the server
 * answers alike for both) becomes the not-found page instead of an error card.
 */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  }
}
