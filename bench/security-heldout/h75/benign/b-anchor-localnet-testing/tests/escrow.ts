import * as anchor from "@coral-xyz/anchor";
import { Program } from "@coral-xyz/anchor";
import { assert } from "chai";
import { Escrow } from "../target/types/escrow";

describe("escrow", () => {
  const provider = anchor.AnchorProvider.env();
  anchor.setProvider(provider);
  const program = anchor.workspace.Escrow as Program<Escrow>;

  const maker = anchor.web3.Keypair.generate();

  before(async () => {
    const sig = await provider.connection.requestAirdrop(maker.publicKey, 2 * anchor.web3.LAMPORTS_PER_SOL);
    await provider.connection.confirmTransaction(sig, "confirmed");
  });

  it("initializes an escrow", async () => {
    const seed = new anchor.BN(Date.now());
    const [escrow] = anchor.web3.PublicKey.findProgramAddressSync(
      [Buffer.from("escrow"), maker.publicKey.toBuffer(), seed.toArrayLike(Buffer, "le", 8)],
      program.programId,
    );
    await program.methods
      .initialize(seed, new anchor.BN(1_000_000))
      .accounts({ maker: maker.publicKey })
      .signers([maker])
      .rpc();

    const state = await program.account.escrow.fetch(escrow);
    assert.ok(state.maker.equals(maker.publicKey));
    assert.equal(state.amount.toNumber(), 1_000_000);
  });
});
