import type { JoinDecision } from '@shared/schemas/admin-people';
import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export type JoinAnswer = 'approve' | 'decline';

export const answerJoinRequestUrl = (userId: string, answer: JoinAnswer) =>
  `/api/admin/users/${encodeURIComponent(userId)}/${answer}`;

/** Lets a waiting person in (they choose a username next) or turns them away (they may ask again through the link). */
export const answerJoinRequest = (userId: string, answer: JoinAnswer): Promise<JoinDecision> =>
  apiMutate<JoinDecision>('POST', answerJoinRequestUrl(userId, answer));

export const useAnswerJoinRequest = () =>
  useSWRMutation(
    '/api/admin/join-requests/answer',
    (_url: string, { arg }: { arg: { userId: string; answer: JoinAnswer } }) =>
      answerJoinRequest(arg.userId, arg.answer),
  );
