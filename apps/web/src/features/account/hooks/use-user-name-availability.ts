import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { userNameUniqueQueryOptions } from '@portal/api';
import { UserNameUniqueQuery } from '@portal/domain';
import { apiClient } from '../../../shared/services';

export type UserNameAvailability = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

/** spec 5: the username-uniqueness check, run while the user types (debounced by 400 ms). */
export function useUserNameAvailability(userName: string): UserNameAvailability {
  const [debounced, setDebounced] = useState(userName);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(userName.trim()), 400);
    return () => clearTimeout(timer);
  }, [userName]);

  // Only ask about names the schema would accept; the field shows its own format error otherwise.
  const wellFormed = UserNameUniqueQuery.safeParse({ userName: debounced }).success;
  const query = useQuery({
    ...userNameUniqueQueryOptions(apiClient, debounced),
    enabled: wellFormed,
  });

  if (!wellFormed) return 'idle';
  if (debounced !== userName.trim() || query.isFetching) return 'checking';
  if (query.data === true) return 'available';
  if (query.data === false) return 'taken';
  return query.isError ? 'unknown' : 'idle';
}
