// `npm run staff -- staff create-admin EMAIL`: the first administrator of the back office (or a
// new link for one who never finished enrolling). Prints a single-use enrolment link valid 24 h;
// no password is ever printed or mailed. Everyone else is invited from /gestion/personal.
import { createStaffMember, StaffAccountError, STAFF_INVITE_HOURS } from '@/lib/staff/invitations';
import { staffInviteLink } from '@/lib/staff/mails';
import { command, defineArea } from './args';

export default defineArea({
  commands: {
    'create-admin': command({
      usage: `staff create-admin EMAIL                          administrador nuevo: imprime su enlace de alta (un solo uso, ${STAFF_INVITE_HOURS} h)`,
      positionals: ['EMAIL'],
      async run({ args }) {
        const email = args.EMAIL!;
        const { token, created } = await createStaffMember(email, 'admin');
        console.log(
          `${created ? 'Administrador creado' : 'Enlace nuevo (el anterior ya no vale)'}: ${email.trim().toLowerCase()}`,
        );
        console.log(`Enlace de alta (un solo uso, ${STAFF_INVITE_HOURS} horas):\n${staffInviteLink(token)}`);
        return 0;
      },
    }),
  },
  refusal: (error) => (error instanceof StaffAccountError ? error.message : undefined),
});
