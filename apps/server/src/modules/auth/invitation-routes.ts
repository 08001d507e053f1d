import { envelope } from '@carshop/contract/api';
import { INVITATION_HOURS, INVITATION_MESSAGES, staffInvitationSchema } from '@carshop/contract/invitation';
import { userSchema } from '@carshop/contract/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { errorResponses, routesOf } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { inviteStaff } from './invitation.service.ts';
import { createLinkTokens } from './password-reset.service.ts';

const route = routesOf(['users'], { private: true });

/** POST /auth/invitations: an admin invites a staff member by email (issue 30, ADR 055). */
const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokens = createLinkTokens(app.config.jwtSecret);
  app.post(
    '/invitations',
    route('inviteStaff', {
      summary: 'Invite a staff member (admin)',
      description:
        `Creates the account with its role (\`admin\`, \`sales\`, \`inventory\`) and mails it a link, single-use ` +
        `and valid ${INVITATION_HOURS} hours, to choose a password (the reset page). An email that already has ` +
        'an account: 409.',
      body: staffInvitationSchema,
      response: { 201: envelope(userSchema), ...errorResponses(400, 401, 403, 409) },
    }),
    async (request, reply) => {
      const user = await inviteStaff(app.db, currentUser(request), request.body, {
        mail: app.mailSettings,
        tokens,
      });
      return reply.status(201).send(ok(INVITATION_MESSAGES.sent(user.email), user));
    },
  );
};

export default invitationRoutes;
