import { isWeek6RegistrationOpen, type Week6RegistrationStatus } from '@shared/week6-registration';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import { serverNow } from '@/lib/server-clock';

export const week6RegistrationKey = '/api/week6/registration';

export const getWeek6Registration = (): Promise<Week6RegistrationStatus> =>
  apiGet(week6RegistrationKey, (s) => s.week6RegistrationStatusResponse);

/**
 * Whether the Week 6 pools still take entries, and how their field stands; public, so the landing
 * page has it signed out. Open is read again against the pool clock at each render, so a page left
 * open across the closing kickoff stops offering registration (the server refuses it anyway).
 */
export const useWeek6Registration = () => {
  const answer = useSWR<Week6RegistrationStatus, Error>(week6RegistrationKey, getWeek6Registration);
  const data = answer.data && {
    ...answer.data,
    isOpen: answer.data.isOpen && isWeek6RegistrationOpen(answer.data.closesAt, new Date(serverNow())),
  };
  return { ...answer, data };
};
