exports.seed = async (knex) => {
  await knex("roles")
    .insert([{ name: "admin" }, { name: "member" }, { name: "viewer" }])
    .onConflict("name")
    .ignore();
};
