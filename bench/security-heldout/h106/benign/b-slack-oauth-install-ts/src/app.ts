import { App, LogLevel } from '@slack/bolt';
import { installationStore } from './installationStore';

const app = new App({
  signingSecret: process.env.SLACK_SIGNING_SECRET!,
  clientId: process.env.SLACK_CLIENT_ID!,
  clientSecret: process.env.SLACK_CLIENT_SECRET!,
  stateSecret: process.env.SLACK_STATE_SECRET!,
  scopes: ['commands', 'chat:write', 'app_mentions:read'],
  installationStore,
  installerOptions: { directInstall: true, stateVerification: true },
  logLevel: LogLevel.INFO,
});

app.event('app_uninstalled', async ({ context }) => {
  await installationStore.deleteInstallation!({
    teamId: context.teamId,
    enterpriseId: context.enterpriseId,
    isEnterpriseInstall: context.isEnterpriseInstall ?? false,
  });
});

app.command('/hello', async ({ ack, respond }) => {
  await ack();
  await respond('Hi from a multi-workspace app!');
});

(async () => {
  await app.start(Number(process.env.PORT) || 3000);
  console.log('⚡️ OAuth-enabled Bolt app running');
})();
