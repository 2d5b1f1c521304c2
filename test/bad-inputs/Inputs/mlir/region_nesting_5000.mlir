"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
