require('dotenv').config();
const { App } = require('@slack/bolt');

const app = new App({
  token: process.env.SLACK_BOT_TOKEN,
  appToken: process.env.SLACK_APP_TOKEN,
  signingSecret: process.env.SLACK_SIGNING_SECRET,
  socketMode: true,
});

app.command('{{COMMAND}}', async ({ ack, command, say }) => {
  await ack();
  await say(`<@${command.user_id}> posted a standup: ${command.text || '(empty)'}`);
});

app.event('app_home_opened', async ({ event, client }) => {
  await client.views.publish({
    user_id: event.user,
    view: { type: 'home', blocks: [{ type: 'section', text: { type: 'mrkdwn', text: '*{{APP_NAME}}* is ready.' } }] },
  });
});

(async () => {
  await app.start();
  console.log('⚡️ Bolt app is running!');
})();
